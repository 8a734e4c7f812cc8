export { classifyInbound, failedRecipientsOf, type InboundKind, newTextOf } from './classify.ts';
export {
  type ImapAccount,
  type ImapCursor,
  ImapError,
  type ImapPollOptions,
  type ImapPollResult,
  imapErrorOf,
  pollImapInbox,
} from './imap-poller.ts';
export {
  type DsnRecipient,
  INBOUND_TEXT_LIMIT,
  type ParsedInbound,
  parseInboundMail,
  readDeliveryReport,
} from './parse.ts';
export {
  type InboundDelivery,
  type InboundEnvelope,
  type InboundSmtpListener,
  type InboundSmtpListenerOptions,
  startInboundSmtpListener,
} from './smtp-listener.ts';
