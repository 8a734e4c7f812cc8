import { createServer } from 'node:net';
import { createTestApp } from '@leadpath/api/testing';
import { inboundMessages } from '@leadpath/db';
import { deliverRawMail, replyMail } from '@leadpath/integrations/testing/inbound-mails';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { startInboundSmtp } from './inbound-smtp.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the inbound SMTP listener of the server process', () => {
  it('is off unless INBOUND_SMTP_PORT is set', async () => {
    const t = createTestApp();
    expect(await startInboundSmtp(loadEnv({}), t.deps)).toBeUndefined();
  });

  it('a bad INBOUND_SMTP_PORT stops start-up with the variable named', () => {
    expect(() => loadEnv({ INBOUND_SMTP_PORT: 'smtp' })).toThrow('INBOUND_SMTP_PORT: must be a port number');
  });

  it('with INBOUND_SMTP_PORT set, mail delivered on loopback reaches the inbound path', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'sam@northwind.test', role: 'Pro' });
    const port = await freePort();
    const listener = await startInboundSmtp(loadEnv({ INBOUND_SMTP_PORT: String(port) }), t.deps);
    try {
      expect(listener?.port).toBe(port);
      await deliverRawMail(
        port,
        { from: 'ada@acme.test', to: ['sam@northwind.test'] },
        replyMail({ from: 'ada@acme.test', to: 'sam@northwind.test', inReplyTo: '<nothing-we-sent@x.test>' }),
      );
      expect(await t.db.select().from(inboundMessages).all()).toMatchObject([
        { ownerId: user.id, source: 'smtp', classification: 'unmatched', from: 'ada@acme.test' },
      ]);
    } finally {
      await listener?.close();
    }
  });
});
