import { createHash } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';

/** One recipient of a delivery status notification (RFC 3464 §2.3). */
export interface DsnRecipient {
  /** Final-Recipient's address, lower-cased. */
  address: string;
  /** failed, delayed, delivered, relayed or expanded. */
  action: string;
  /** The status code (5.1.1), or ''. */
  status: string;
  /** Diagnostic-Code, or ''. */
  diagnostic: string;
}

/** What the app reads from an inbound mail. */
export interface ParsedInbound {
  /** The Message-ID header ('<...>'), or one derived from the mail's bytes when it has none. */
  messageId: string;
  inReplyTo: string | null;
  /** References, oldest first. */
  references: string[];
  /** The sender's address, lower-cased ('' when it has none). */
  from: string;
  fromName: string;
  to: string[];
  subject: string;
  /** The plain text (or the HTML's text). */
  text: string;
  /** The headers automatic answers are recognised by, lower-cased names, as sent. */
  autoHeaders: Record<string, string>;
  /** A delivery status notification (multipart/report; report-type=delivery-status), else null. */
  dsn: { recipients: DsnRecipient[]; originalMessageId: string | null } | null;
}

/** At most this much text is kept of an inbound mail. */
export const INBOUND_TEXT_LIMIT = 20_000;

const AUTO_HEADERS = [
  'auto-submitted',
  'x-autoreply',
  'x-autorespond',
  'x-auto-response-suppress',
  'precedence',
  'x-precedence',
];

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) => entry.value);

const headerText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value)
    return String((value as { value: unknown }).value);
  return value === undefined || value === null ? '' : String(value);
};

const idsOf = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? value.split(/\s+/) : [])
    .flatMap((item) => item.match(/<[^<>\s]+>/g) ?? [])
    .filter(Boolean);

/** Parses a raw RFC 5322 mail (mailparser), recognising a DSN by its MIME structure. */
export async function parseInboundMail(raw: Buffer | string): Promise<ParsedInbound> {
  const source = typeof raw === 'string' ? Buffer.from(raw) : raw;
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true });
  const sender = addressesOf(mail.from)[0];
  const autoHeaders: Record<string, string> = {};
  for (const name of AUTO_HEADERS) {
    const value = mail.headers.get(name);
    if (value !== undefined) autoHeaders[name] = headerText(value).trim();
  }
  const contentType = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> };
  const isReport =
    contentType?.value?.toLowerCase() === 'multipart/report' &&
    (contentType.params?.['report-type'] ?? '').toLowerCase() === 'delivery-status';
  const messageId =
    idsOf(mail.messageId)[0] ??
    `<sha256-${createHash('sha256').update(source).digest('hex')}@inbound.invalid>`;
  const text = (
    mail.text ?? (typeof mail.html === 'string' ? mail.html.replace(/<[^>]+>/g, ' ') : '')
  ).trim();
  return {
    messageId,
    inReplyTo: idsOf(mail.inReplyTo)[0] ?? null,
    references: idsOf(mail.references),
    from: (sender?.address ?? '').toLowerCase(),
    fromName: sender?.name ?? '',
    to: addressesOf(mail.to)
      .map((entry) => (entry.address ?? '').toLowerCase())
      .filter(Boolean),
    subject: (mail.subject ?? '').slice(0, 998),
    text: text.slice(0, INBOUND_TEXT_LIMIT),
    autoHeaders,
    dsn: isReport ? readDeliveryReport(source.toString('latin1'), contentType.params?.boundary ?? '') : null,
  };
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Unfolds and reads a header block into lower-cased names (the first of each name wins). */
export function readHeaderBlock(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function splitParts(raw: string, boundary: string): MimePart[] {
  if (!boundary) return [];
  const text = raw.replace(/\r\n/g, '\n');
  const chunks = text.split(`--${boundary}`);
  // chunks[0] is the top headers and preamble; the last starts with '--' (the close delimiter).
  return chunks
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => {
      const content = chunk.replace(/^[ \t]*\n/, '');
      const split = content.search(/\n\n/);
      const head = split === -1 ? content : content.slice(0, split);
      const body = split === -1 ? '' : content.slice(split + 2);
      return { headers: readHeaderBlock(head), body };
    });
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return part.body;
}

const typeOf = (part: MimePart) =>
  (part.headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase();

/** Addresses of a DSN field: 'rfc822; ada@acme.test' (RFC 3464 §2.3.2) → 'ada@acme.test'. */
const addressOfField = (value: string) =>
  (value.includes(';') ? value.slice(value.indexOf(';') + 1) : value)
    .trim()
    .replace(/^<|>$/g, '')
    .toLowerCase();

/**
 * Reads a multipart/report delivery-status report (RFC 3464): each per-recipient block's
 * Final-Recipient, Action, Status and Diagnostic-Code, and the Message-ID of the returned original
 * (message/rfc822 or text/rfc822-headers part).
 */
export function readDeliveryReport(
  raw: string,
  boundary: string,
): { recipients: DsnRecipient[]; originalMessageId: string | null } {
  const parts = splitParts(raw, boundary);
  const recipients: DsnRecipient[] = [];
  let originalMessageId: string | null = null;
  for (const part of parts) {
    const type = typeOf(part);
    if (type === 'message/delivery-status' || type === 'message/global-delivery-status') {
      const blocks = decodeBody(part)
        .replace(/\r\n/g, '\n')
        .split(/\n\s*\n/);
      for (const block of blocks.slice(1)) {
        const fields = readHeaderBlock(block);
        const recipient = fields.get('final-recipient') ?? fields.get('original-recipient');
        if (!recipient) continue;
        recipients.push({
          address: addressOfField(recipient),
          action: (fields.get('action') ?? '').toLowerCase(),
          status: fields.get('status') ?? '',
          diagnostic: fields.get('diagnostic-code') ?? '',
        });
      }
    } else if (
      type === 'message/rfc822' ||
      type === 'text/rfc822-headers' ||
      type === 'message/global' ||
      type === 'message/global-headers'
    ) {
      const body = decodeBody(part).replace(/\r\n/g, '\n');
      const head = body.split(/\n\n/)[0] ?? '';
      const id = readHeaderBlock(head)
        .get('message-id')
        ?.match(/<[^<>\s]+>/)?.[0];
      if (id) originalMessageId = id;
    }
  }
  return { recipients, originalMessageId };
}
