import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake Gmail / Graph API received, with the MIME message it carried decoded. */
export interface FakeMailApiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The RFC 822 message: Gmail's `raw` (base64url) or Graph's text/plain body (base64), decoded. */
  mime: string | null;
}

/** What the fake answers a send: accepted, or a status with the providers' {error: {message}} shape. */
export type FakeMailApiReply = { status: number; message?: string };

/** The value of one header of a raw message (unfolded), or undefined. */
export function mimeHeaderOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * Gmail's users.messages.send and Graph's me/sendMail on 127.0.0.1: records each call and answers 200
 * ({id}) / 202, or what `reply` says (a 401 for a stale token ...).
 */
export async function startFakeMailApi(
  reply: (request: FakeMailApiRequest) => FakeMailApiReply | undefined = () => undefined,
  /** What the profile reads answer (Gmail users.getProfile, Graph GET /me). */
  addresses: { google?: string; outlook?: string } = {},
) {
  const requests: FakeMailApiRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      let mime: string | null = null;
      try {
        if (path.startsWith('/gmail/')) {
          const raw = (JSON.parse(text) as { raw?: string }).raw;
          mime = raw ? Buffer.from(raw, 'base64url').toString('utf8') : null;
        } else if (text) mime = Buffer.from(text, 'base64').toString('utf8');
      } catch {
        mime = null;
      }
      const request = {
        method: req.method ?? 'GET',
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        mime,
      };
      requests.push(request);
      const override = reply(request);
      if (
        !override &&
        req.method === 'GET' &&
        (path === '/gmail/v1/users/me/profile' || path.startsWith('/v1.0/me?'))
      ) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            path.startsWith('/gmail/')
              ? { emailAddress: addresses.google, messagesTotal: 1 }
              : { mail: addresses.outlook, userPrincipalName: addresses.outlook },
          ),
        );
        return;
      }
      const known = path === '/gmail/v1/users/me/messages/send' || path === '/v1.0/me/sendMail';
      const answer =
        override ??
        (known ? { status: path.startsWith('/gmail/') ? 200 : 202 } : { status: 404, message: 'Not found' });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      if (answer.status >= 400)
        res.end(JSON.stringify({ error: { code: answer.status, message: answer.message ?? 'Refused' } }));
      else if (answer.status === 200)
        res.end(JSON.stringify({ id: `gmail-${requests.length}`, threadId: 't1' }));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
