import {
  type AccountSendOptions,
  getWithToken,
  type MailAccountCredentialSource,
  postWithToken,
} from './account-credentials.ts';
import type { OutgoingMail } from './mailer.ts';
import { composeMime, messageIdOf } from './mime-message.ts';

export const GRAPH_API = 'https://graph.microsoft.com';

/**
 * Sends one mail through the user's Microsoft 365 mailbox (Graph sendMail in MIME format): the RFC 822
 * message as sendSmtp would send it, base64 in a text/plain body, so its headers are kept. Graph
 * answers 202 with no body.
 */
export async function sendViaGraph(
  credentials: MailAccountCredentialSource,
  mail: OutgoingMail,
  options: AccountSendOptions = {},
): Promise<{ messageId: string }> {
  const mime = await composeMime(mail);
  const base = (options.baseUrl ?? GRAPH_API).replace(/\/+$/, '');
  await postWithToken(
    'outlook',
    credentials,
    `${base}/v1.0/me/sendMail`,
    { contentType: 'text/plain', payload: mime.toString('base64') },
    options,
  );
  return { messageId: messageIdOf(mime) };
}

/** The address of the user's Microsoft 365 mailbox (GET /me: mail, else userPrincipalName), or null. */
export async function graphAddressOf(
  credentials: MailAccountCredentialSource,
  options: AccountSendOptions = {},
): Promise<string | null> {
  const base = (options.baseUrl ?? GRAPH_API).replace(/\/+$/, '');
  const response = await getWithToken(
    'outlook',
    credentials,
    `${base}/v1.0/me?$select=mail,userPrincipalName`,
    options,
  );
  const answer = (await response.json().catch(() => null)) as {
    mail?: unknown;
    userPrincipalName?: unknown;
  } | null;
  const address = [answer?.mail, answer?.userPrincipalName].find(
    (value): value is string => typeof value === 'string' && value.includes('@'),
  );
  return address ?? null;
}
