/** The embedded inbound SMTP listener wired to the inbound path (started by the server when INBOUND_SMTP_PORT is set). */
import type { AppDatabase } from '@leadpath/db';
import type { DnsResolver } from '@leadpath/integrations';
import { type InboundSmtpListener, startInboundSmtpListener } from '@leadpath/integrations/mail/inbound';
import { listenerAuthenticity } from './authenticity.ts';
import { ingestInboundMail } from './ingest.ts';

export const NO_SUCH_RECIPIENT = 'No Leadpath user or sent mail matches this mail';

export function startInboundListener(options: {
  db: AppDatabase;
  now: () => number;
  port: number;
  host?: string;
  /** DNS for SPF, DKIM and DMARC: the server's resolver (or a test's fake zone); absent: the demo zone. */
  dns?: DnsResolver;
  /** Whether a configured chat-completions model reads a person's reply again (ADR 052, 063), asked per mail. */
  modelClassifies?: () => boolean;
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
        // Anyone can connect and write any From: only authentic mail acts (issue 27).
        authenticate: listenerAuthenticity(options.db, options.dns, raw, envelope),
        modelClassifies: options.modelClassifies?.() ?? false,
      });
      return result.stored ? { accepted: true } : { accepted: false, reason: NO_SUCH_RECIPIENT };
    },
  });
}
