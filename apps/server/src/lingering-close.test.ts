import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { LINGER_MS, lingerOnUnreadBodies } from './lingering-close.ts';
import { createServerTestApp } from './testing/server-test-app.ts';

const MB = 1024 * 1024;
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listening(lingerMs: number | null): Promise<number> {
  const server = serve({ fetch: createServerTestApp().app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (lingerMs !== null) lingerOnUnreadBodies(server, lingerMs);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

interface RefusedUpload {
  statusLine: string;
  /** Writes one more chunk; the reset (EPIPE/ECONNRESET) seen within 500 ms, or null. */
  writeLate(): Promise<string | null>;
}

/**
 * Over a raw socket that goes on writing after the server's end (as a client mid-upload does): a
 * chunked login body past the 1 MB limit; resolves once the answer has arrived.
 */
function refusedUpload(port: number): Promise<RefusedUpload> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  let answer = '';
  let reset: string | null = null;
  socket.on('error', (error: NodeJS.ErrnoException) => {
    reset ??= error.code ?? error.message;
  });
  socket.on('data', (data) => {
    answer += data.toString('latin1');
  });
  const writeLate = async () => {
    if (!reset) socket.write(framed);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return reset;
  };
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
  );
  for (let i = 0; i < 8; i++) socket.write(framed);
  return new Promise((resolve) =>
    socket.once('data', () =>
      setTimeout(() => resolve({ statusLine: answer.split('\r\n')[0] ?? '', writeLate }), 300),
    ),
  );
}

describe('the lingering close of a refused upload', () => {
  it('keeps the connection open while the client may still be writing, then closes it', async () => {
    const lingering = await refusedUpload(await listening(1_500));
    expect(lingering.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    // The late chunk met an open connection: no reset could discard the answer before it was read.
    expect(await lingering.writeLate()).toBeNull();
    // Then the server ends it: a later chunk is refused (the test times out otherwise).
    let reset: string | null = null;
    while (reset === null) reset = await lingering.writeLate();
    expect(reset).toMatch(/EPIPE|ECONNRESET/);

    // Without it, Node destroys the socket as soon as the 413 is written: the late chunk is reset.
    const closing = await refusedUpload(await listening(null));
    expect(closing.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(await closing.writeLate()).toMatch(/EPIPE|ECONNRESET/);
  });

  it("answers every 300 MB upload with its 413 through Node's fetch", async () => {
    const port = await listening(LINGER_MS);
    const origin = `http://127.0.0.1:${port}`;
    const hugeBody = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 300 * MB) return controller.close();
          controller.enqueue(new Uint8Array(MB).fill(0x20));
          sent += MB;
        },
      });
    };
    const statuses = await Promise.all(
      [0, 1].map(async () => {
        const seen: (number | string)[] = [];
        for (let i = 0; i < 5; i++) {
          try {
            const response = await fetch(`${origin}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin },
              body: hugeBody(),
              duplex: 'half',
            } as RequestInit);
            await response.arrayBuffer();
            seen.push(response.status);
          } catch (error) {
            seen.push(String((error as Error & { cause?: Error }).cause?.message ?? error));
          }
        }
        return seen;
      }),
    );
    expect(statuses.flat()).toEqual(Array(10).fill(413));
  }, 60_000);
});
