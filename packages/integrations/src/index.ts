export type { MailAttachment, Mailer, OutgoingMail } from './mail/mailer.ts';
