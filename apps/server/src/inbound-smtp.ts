import { type AppDeps, modelReadsReplies, startInboundListener } from '@leadpath/api';
import type { Env } from './env.ts';

/** Starts the embedded inbound SMTP listener when INBOUND_SMTP_PORT is set (ADR 030); undefined otherwise. */
export async function startInboundSmtp(env: Env, deps: AppDeps) {
  if (env.INBOUND_SMTP_PORT === undefined) return undefined;
  const listener = await startInboundListener({
    db: deps.db,
    now: deps.now,
    port: env.INBOUND_SMTP_PORT,
    host: env.INBOUND_SMTP_HOST,
    // SPF, DKIM and DMARC of inbound mail read the same DNS as Domains (the demo zone when absent).
    dns: deps.services.dnsResolver,
    // A configured model reads replies again, as it does for IMAP and simulated mail (ADR 063).
    modelClassifies: () => modelReadsReplies(deps.services.languageModel),
    onError: (error) =>
      console.info(
        JSON.stringify({ level: 'warn', msg: 'inbound SMTP listener error', error: error.message }),
      ),
  });
  console.info(
    JSON.stringify({
      level: 'info',
      msg: `inbound SMTP listening on ${env.INBOUND_SMTP_HOST}:${listener.port}`,
    }),
  );
  return listener;
}
