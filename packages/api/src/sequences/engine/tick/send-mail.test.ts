import type { Mailer } from '@leadpath/integrations';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../testing/engine-fixtures.ts';
import { SEND_TIMEOUT_MESSAGE, sendWithTimeout } from './send-mail.ts';

const mailTo = (ownerId: string) => ({
  ownerId,
  from: 'sam@northwind.test',
  to: ['ada@acme.test'],
  subject: 'Hello',
  text: 'Hi',
  messageId: '<seq-1@northwind.test>',
});

describe('sending with a time limit', () => {
  it('hands the mail to the mailer', async () => {
    const engine = await createEngine();
    await sendWithTimeout(engine.mailer, mailTo(engine.user.id), 1_000);
    expect(await engine.outbox()).toMatchObject([{ subject: 'Hello', messageId: '<seq-1@northwind.test>' }]);
  });

  it("fails with the mailer's own error, and with a clear one when it never answers", async () => {
    const engine = await createEngine();
    const refusing: Mailer = { ...engine.mailer, send: () => Promise.reject(new Error('550 refused')) };
    await expect(sendWithTimeout(refusing, mailTo(engine.user.id), 1_000)).rejects.toThrow('550 refused');
    const hanging: Mailer = { ...engine.mailer, send: () => new Promise(() => {}) };
    await expect(sendWithTimeout(hanging, mailTo(engine.user.id), 10)).rejects.toThrow(SEND_TIMEOUT_MESSAGE);
    expect(await engine.outbox()).toEqual([]);
  });
});
