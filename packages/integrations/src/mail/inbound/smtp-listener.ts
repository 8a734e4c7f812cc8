import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The envelope of one delivered mail. */
export interface InboundEnvelope {
  mailFrom: string;
  rcptTo: string[];
  remoteAddress: string;
  /** The name the client gave in HELO/EHLO (SPF checks it for a bounce's empty sender). */
  helo: string;
}

/** What the app answers a delivered mail: accepted, or refused for good (550) with a reason. */
export type InboundDelivery = { accepted: true } | { accepted: false; reason: string };

export interface InboundSmtpListenerOptions {
  port: number;
  /** Default 127.0.0.1: the embedded listener is for this machine (or a relay in front of it). */
  host?: string;
  /** Biggest mail accepted, in bytes (default 10 MB); larger ones are refused (552). */
  maxBytes?: number;
  /** Stores and acts on one mail. A throw answers 451 (try again later), so the sender retries. */
  onMail(raw: Buffer, envelope: InboundEnvelope): Promise<InboundDelivery>;
  /** Errors of the listener itself (never a mail's contents). */
  onError?(error: Error): void;
}

export interface InboundSmtpListener {
  /** The port it listens on (the one given, or the one the system chose for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The embedded inbound mail listener (ADR 030): a plain SMTP server (smtp-server) that takes mail
 * for any recipient without authentication and hands each one to the app. Off unless
 * INBOUND_SMTP_PORT is set.
 */
export async function startInboundSmtpListener(
  options: InboundSmtpListenerOptions,
): Promise<InboundSmtpListener> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    banner: 'Leadpath inbound',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (size > maxBytes || (stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          const error = Object.assign(new Error('Message too big'), { responseCode: 552 });
          callback(error);
          return;
        }
        const envelope: InboundEnvelope = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          remoteAddress: session.remoteAddress,
          helo: session.hostNameAppearsAs ?? '',
        };
        options.onMail(Buffer.concat(chunks), envelope).then(
          (delivery) => {
            if (delivery.accepted) callback(null, 'Accepted');
            else callback(Object.assign(new Error(delivery.reason), { responseCode: 550 }));
          },
          () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
      });
    },
  });
  server.on('error', (error: Error) => options.onError?.(error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
