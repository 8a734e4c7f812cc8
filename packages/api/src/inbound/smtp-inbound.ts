/** The embedded inbound SMTP listener wired to the inbound path (started by the server when INBOUND_SMTP_PORT is set). */
import type { AppDatabase } from '@leadpath/db';
import { type InboundSmtpListener, startInboundSmtpListener } from '@leadpath/integrations/mail/inbound';
import { ingestInboundMail } from './ingest.ts';

export const NO_SUCH_RECIPIENT = 'No Leadpath user or sent mail matches this mail';

export function startInboundListener(options: {
  db: AppDatabase;
  now: () => number;
  port: number;
  host?: string;
  onError?: (error: Error) => void;
}): Promise<InboundSmtpListener> {
  return startInboundSmtpListener({
    port: options.port,
    host: options.host,
    onError: options.onError,
    onMail: async (raw, envelope) => {
      const result = await ingestInboundMail(options.db, {
        raw,
        source: 'smtp',
        now: options.now(),
        recipients: envelope.rcptTo,
      });
      return result.stored ? { accepted: true } : { accepted: false, reason: NO_SUCH_RECIPIENT };
    },
  });
}
