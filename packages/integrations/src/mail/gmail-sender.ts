import {
  type AccountSendOptions,
  getWithToken,
  type MailAccountCredentialSource,
  postWithToken,
} from './account-credentials.ts';
import type { OutgoingMail } from './mailer.ts';
import { composeMime, messageIdOf } from './mime-message.ts';

export const GMAIL_API = 'https://gmail.googleapis.com';

/**
 * Sends one mail through the user's Gmail account (users.messages.send): the RFC 822 message as
 * sendSmtp would send it, base64url in `raw`, so the Message-ID, thread and List-Unsubscribe headers
 * go out unchanged.
 */
export async function sendViaGmail(
  credentials: MailAccountCredentialSource,
  mail: OutgoingMail,
  options: AccountSendOptions = {},
): Promise<{ messageId: string; providerId: string | null }> {
  const mime = await composeMime(mail);
  const base = (options.baseUrl ?? GMAIL_API).replace(/\/+$/, '');
  const response = await postWithToken(
    'google',
    credentials,
    `${base}/gmail/v1/users/me/messages/send`,
    { contentType: 'application/json', payload: JSON.stringify({ raw: mime.toString('base64url') }) },
    options,
  );
  const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
  return { messageId: messageIdOf(mime), providerId: typeof answer?.id === 'string' ? answer.id : null };
}

/** The address of the user's Gmail account (users.getProfile), or null when Gmail gives none. */
export async function gmailAddressOf(
  credentials: MailAccountCredentialSource,
  options: AccountSendOptions = {},
): Promise<string | null> {
  const base = (options.baseUrl ?? GMAIL_API).replace(/\/+$/, '');
  const response = await getWithToken('google', credentials, `${base}/gmail/v1/users/me/profile`, options);
  const answer = (await response.json().catch(() => null)) as { emailAddress?: unknown } | null;
  return typeof answer?.emailAddress === 'string' && answer.emailAddress ? answer.emailAddress : null;
}
