import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { BODY_TOO_LARGE, JSON_BODY_LIMIT_BYTES } from './rest-adapter.ts';

const MB = 1024 * 1024;

/** A body of `bytes` bytes that arrives in chunks, with no Content-Length (Transfer-Encoding: chunked). */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A body of `bytes` bytes that a client produces slowly, a chunk at a time, still sending when the 413 comes. */
function slowBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

async function listeningApp() {
  const t = createTestApp();
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Streams up to `bytes` bytes to a real server socket without Content-Length and reports how many it
 * had written when the answer came, or with keepWriting, when the server closed the connection.
 */
async function uploadOverSocket(path: string, bytes: number, keepWriting = false) {
  const t = createTestApp();
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number | null; body: string; writtenBytes: number; ms: number }>((resolve) => {
    const started = performance.now();
    let written = 0;
    let status: number | null = null;
    let body = '';
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve({ status, body, writtenBytes: written, ms: performance.now() - started });
    };
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (data: string) => {
        body += data;
      });
      res.on('end', () => {
        if (!keepWriting) finish();
      });
    });
    req.on('error', finish);
    req.on('close', () => setTimeout(finish, 50));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const write = () => {
      while (!settled && written < bytes) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!settled) req.end();
    };
    write();
  });
}

describe('request bodies over the limit', () => {
  it('are refused with 413 on REST routes and /trpc, with or without Content-Length', async () => {
    const t = createTestApp();
    const big = 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1);
    for (const path of ['/api/auth/login', '/trpc/auth.login']) {
      const sized = await t.request(path, { method: 'POST', json: { email: big, password: 'p' } });
      expect(sized.status, path).toBe(413);
      const chunked = await t.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunkedBody(3 * MB),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status, path).toBe(413);
    }
    const trpc = await t.request('/trpc/auth.login', { method: 'POST', json: { email: big } });
    // In tRPC's own shape, so the web client shows the message.
    expect(((await trpc.json()) as { error: { message: string } }).error.message).toBe(BODY_TOO_LARGE);
    const rest = await t.request('/api/auth/login', { method: 'POST', json: { email: big } });
    expect(await rest.json()).toEqual({ error: BODY_TOO_LARGE });
  });

  it('stop being read over a real socket: a 300 MB chunked upload is answered after a few MB', async () => {
    for (const path of ['/api/auth/login', '/trpc/auth.login']) {
      const result = await uploadOverSocket(path, 300 * MB);
      expect(result.status, path).toBe(413);
      expect(result.body, path).toContain(BODY_TOO_LARGE);
      // The socket buffers a little past the limit before the answer arrives; never the whole body.
      expect(result.writtenBytes, path).toBeLessThan(16 * MB);
    }
  });

  it('close the connection of a client that goes on sending after the 413', async () => {
    const result = await uploadOverSocket('/api/auth/login', 300 * MB, true);
    expect(result.status).toBe(413);
    // The server reads no further (the client's writes stall), and @hono/node-server closes the
    // socket after at most 500 ms or 64 MB of the rest.
    expect(result.writtenBytes).toBeLessThan(16 * MB);
    expect(result.ms).toBeLessThan(5_000);
  });

  it("end their connection cleanly: Node's fetch sees each 413, then the next call works", async () => {
    const origin = await listeningApp();
    const headers = { 'content-type': 'application/json', origin };
    for (const path of ['/api/auth/login', '/trpc/auth.login']) {
      // A sized body answered before it is read, then one still streaming in, on the same client.
      const bodies: (() => RequestInit)[] = [
        () => ({ body: JSON.stringify({ email: 'x'.repeat(2 * MB), password: 'p' }) }),
        () => ({ body: slowBody(4 * MB), duplex: 'half' }) as RequestInit,
        () => ({ body: slowBody(4 * MB), duplex: 'half' }) as RequestInit,
      ];
      for (const [index, body] of bodies.entries()) {
        const res = await fetch(`${origin}${path}`, { method: 'POST', headers, ...body() });
        expect(res.status, `${path} #${index}`).toBe(413);
        expect(res.headers.get('connection'), `${path} #${index}`).toBe('close');
        expect(await res.text(), `${path} #${index}`).toContain(BODY_TOO_LARGE);
      }
      const next = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      });
      expect(next.status, path).toBe(401);
    }
  });
});
