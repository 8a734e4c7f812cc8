import type { ParsedInbound } from './parse.ts';

/** What an inbound mail says, before matching: 'unmatched' is decided by the app when it answers nothing sent. */
export type InboundKind = 'reply' | 'out_of_office' | 'bounce' | 'unsubscribe';

/** Subjects of automatic answers (out-of-office, vacation), in the languages mail clients use most. */
const AUTO_REPLY_SUBJECT =
  /^\s*(automatic reply|auto(matic)?[- ]?(reply|response)|out of (the )?office|ooo\b|away from (the )?office|on vacation|vacation reply|abwesenheitsnotiz|automatische antwort|r[ée]ponse automatique|absence|respuesta autom[áa]tica|fuera de la oficina|risposta automatica|fuori sede|automatisch antwoord|afwezig|autosvar|fr[åa]nvaro)/i;

/** The words that ask to be left alone; checked in the new text only, not in the quoted original. */
const UNSUBSCRIBE_WORDS =
  /\b(unsubscribe|remove me|stop emailing|stop e-mailing|stop sending|take me off|opt[- ]?out|do not (contact|email) me|don't (contact|email) me)\b/i;

/** The new text of a reply: the lines before the quoted original ('> ...', "On ... wrote:", a forwarded block). */
export function newTextOf(text: string): string {
  const lines: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^\s*>/.test(line)) break;
    if (/^\s*On .+wrote:\s*$/i.test(line) || /^\s*Am .+schrieb.*:\s*$/i.test(line)) break;
    if (/^-{2,}\s*(Original Message|Forwarded message)/i.test(line)) break;
    if (/^\s*From: .+/.test(line) && lines.length > 0) break;
    if (/^\s*-- ?$/.test(line)) break;
    lines.push(line);
  }
  return lines.join('\n').trim();
}

/** A delivery status notification whose recipients failed: the addresses that bounced. */
export function failedRecipientsOf(mail: ParsedInbound): string[] {
  if (!mail.dsn) return [];
  return mail.dsn.recipients
    .filter(
      (recipient) => recipient.action === 'failed' || (!recipient.action && recipient.status.startsWith('5')),
    )
    .map((recipient) => recipient.address)
    .filter(Boolean);
}

const isAutomatic = (mail: ParsedInbound) => {
  const auto = mail.autoHeaders;
  const submitted = (auto['auto-submitted'] ?? '').toLowerCase();
  const precedence = (auto.precedence ?? auto['x-precedence'] ?? '').toLowerCase();
  return (
    (submitted !== '' && submitted !== 'no') ||
    'x-autoreply' in auto ||
    'x-autorespond' in auto ||
    precedence === 'auto_reply'
  );
};

/**
 * Classifies an inbound mail: a DSN with a failed recipient is a bounce; an automatic answer
 * (Auto-Submitted other than "no" (RFC 3834), X-Autoreply, X-Autorespond, Precedence: auto_reply,
 * or an out-of-office subject) is out_of_office; a new text asking to be removed ("unsubscribe",
 * "remove me", "stop emailing" ...) is unsubscribe; anything else is a reply.
 */
export function classifyInbound(mail: ParsedInbound): InboundKind {
  if (failedRecipientsOf(mail).length > 0) return 'bounce';
  if (mail.dsn) return 'out_of_office';
  if (isAutomatic(mail) || AUTO_REPLY_SUBJECT.test(mail.subject)) return 'out_of_office';
  if (UNSUBSCRIBE_WORDS.test(newTextOf(mail.text)) || /^\s*unsubscribe\s*$/i.test(mail.subject))
    return 'unsubscribe';
  return 'reply';
}
