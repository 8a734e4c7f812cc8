import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: the envelope and the exact bytes the server read. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The user the client signed in as, or null. */
  user: string | null;
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** How many clients connected (a refused host must make none). */
  readonly connections: number;
  /** Resolves once `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on loopback for tests: plain (no STARTTLS), with
 * AUTH PLAIN/LOGIN checked against one username and password; it keeps every message it accepts.
 */
export async function startSmtpSink(
  credentials: { username: string; password: string } = { username: 'sender', password: 'app-password' },
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let connections = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.username && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo)
    .port;
  return {
    port,
    received,
    get connections() {
      return connections;
    },
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The value of a header in a raw message, unfolded (continuation lines joined), or null. */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/**
 * An independent check of a received message's DKIM signatures (mailauth's verifier), against the
 * TXT records given (name → value): [signing domain, result] per signature.
 */
export async function dkimResultsOf(
  raw: string,
  txtRecords: Record<string, string>,
): Promise<[string, string][]> {
  const { dkimVerify } = await import('mailauth/lib/dkim/verify');
  const resolver = async (name: string, type: string) => {
    const value = txtRecords[name];
    if (type === 'TXT' && value !== undefined) return [[value]];
    throw Object.assign(new Error(`${name} ${type} not found`), { code: 'ENOTFOUND' });
  };
  const verdict = await dkimVerify(Buffer.from(raw), { resolver } as never);
  return verdict.results.map((result) => [result.signingDomain ?? '', String(result.status.result)]);
}
