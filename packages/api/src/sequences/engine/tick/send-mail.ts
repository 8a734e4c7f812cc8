/** Step 2 of exactly once: the send itself, outside any transaction, bounded in real time. */
import type { Mailer, OutgoingMail } from '@leadpath/integrations';

export const SEND_TIMEOUT_MESSAGE = 'The mail service did not answer in time';

/** Sends the mail; throws the mailer's error, or SEND_TIMEOUT_MESSAGE after timeoutMs (a hung mail service). */
export async function sendWithTimeout(mailer: Mailer, mail: OutgoingMail, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      mailer.send(mail),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(SEND_TIMEOUT_MESSAGE)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
