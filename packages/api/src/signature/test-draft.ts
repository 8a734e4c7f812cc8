import type { OutgoingMail } from '@leadpath/integrations';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The test draft: a short body followed by the user's signature, as text and as HTML. */
export function signatureTestDraft(input: {
  ownerId: string;
  from: string;
  to: string;
  subject: string;
  signature: { imageUrl: string; text: string };
}): OutgoingMail {
  const intro = 'This is a test draft showing your email signature.';
  const text = `${intro}\n\n--\n${input.signature.text}\n${input.signature.imageUrl}`.trimEnd();
  const signatureHtml = escapeHtml(input.signature.text).replace(/\n/g, '<br>');
  const html = `<p>${intro}</p><hr><div>${signatureHtml}</div><p><img src="${escapeHtml(input.signature.imageUrl)}" alt="Signature logo" style="max-height:64px"></p>`;
  return { ownerId: input.ownerId, from: input.from, to: [input.to], subject: input.subject, text, html };
}
