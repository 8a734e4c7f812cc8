/** The TwiML the TwiML App's Voice URL answers for a call from the rep's browser (ADR 072). */

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Bridges the browser to the prospect: <Dial> from our caller id, recorded from the answer, and the
 * <Number> leg's progress (initiated, ringing, answered, completed) and the recording posted to the
 * same signed status route as a call placed over REST, so the call's states and recording follow.
 */
export function dialTwiml(input: { callerId: string; to: string; statusCallbackUrl: string }): string {
  const callback = escapeXml(input.statusCallbackUrl);
  return (
    `${XML_DECLARATION}<Response>` +
    `<Dial callerId="${escapeXml(input.callerId)}" answerOnBridge="true" record="record-from-answer-dual" recordingStatusCallback="${callback}" recordingStatusCallbackMethod="POST">` +
    `<Number statusCallbackEvent="initiated ringing answered completed" statusCallback="${callback}" statusCallbackMethod="POST">${escapeXml(input.to)}</Number>` +
    '</Dial></Response>'
  );
}

/** A call the rules refuse: the rep hears why, and the line closes. */
export function refusalTwiml(reason: string): string {
  return `${XML_DECLARATION}<Response><Say>${escapeXml(reason)}</Say><Hangup/></Response>`;
}
