import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 for the tests: it records each POST and answers with what
 * `answer` says for the n-th request (1-based); by default 200 "ok".
 */
export async function startTestReceiver(
  answer: (n: number) => { status: number; body?: string } = () => ({ status: 200, body: 'ok' }),
) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const reply = answer(received.length);
      res.writeHead(reply.status, { 'content-type': 'text/plain' });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leadpath`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
