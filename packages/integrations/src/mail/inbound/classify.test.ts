import { describe, expect, it } from 'vitest';
import { classifyInbound, newTextOf } from './classify.ts';
import { parseInboundMail } from './parse.ts';
import { dsnMail, replyMail } from './testing/sample-mails.ts';

const SENT = '<seq-abc@northwind.test>';
const classify = async (raw: string) => classifyInbound(await parseInboundMail(raw));

describe('parsing and classifying inbound mail', () => {
  it('reads a reply: sender, threading headers, text', async () => {
    const parsed = await parseInboundMail(
      replyMail({
        from: 'Ada@Acme.test',
        to: 'sam@northwind.test',
        inReplyTo: SENT,
        references: ['<first@northwind.test>', SENT],
        messageId: '<r1@acme.test>',
      }),
    );
    expect(parsed).toMatchObject({
      messageId: '<r1@acme.test>',
      inReplyTo: SENT,
      references: ['<first@northwind.test>', SENT],
      from: 'ada@acme.test',
      fromName: 'Ada Lovelace',
      to: ['sam@northwind.test'],
      subject: 'Re: Hello',
      dsn: null,
    });
    expect(parsed.text).toContain('Sounds good');
    expect(
      await classify(replyMail({ from: 'ada@acme.test', to: 'sam@northwind.test', inReplyTo: SENT })),
    ).toBe('reply');
  });

  it('a mail without a Message-ID gets one derived from its bytes (the same twice)', async () => {
    const raw = 'From: a@acme.test\r\nSubject: hi\r\n\r\nhello\r\n';
    const first = await parseInboundMail(raw);
    expect(first.messageId).toMatch(/^<sha256-[0-9a-f]{64}@inbound\.invalid>$/);
    expect((await parseInboundMail(raw)).messageId).toBe(first.messageId);
  });

  it.each([
    ['Auto-Submitted: auto-replied', 'Re: Hello'],
    ['X-Autoreply: yes', 'Re: Hello'],
    ['X-Autorespond: vacation', 'Re: Hello'],
    ['Precedence: auto_reply', 'Re: Hello'],
    ['X-Mailer: Outlook', 'Automatic reply: Hello'],
    ['X-Mailer: Outlook', 'Out of Office: Hello'],
    ['X-Mailer: Outlook', 'Abwesenheitsnotiz: Hello'],
    ['X-Mailer: Outlook', 'Réponse automatique : Hello'],
  ])('an out-of-office answer (%s, subject %s)', async (header, subject) => {
    expect(
      await classify(
        replyMail({
          from: 'ada@acme.test',
          to: 'sam@northwind.test',
          inReplyTo: SENT,
          subject,
          headers: [header],
          text: 'I am out of the office until Monday with limited access to email.',
        }),
      ),
    ).toBe('out_of_office');
  });

  it('Auto-Submitted: no is a person writing', async () => {
    expect(
      await classify(
        replyMail({
          from: 'ada@acme.test',
          to: 'sam@northwind.test',
          inReplyTo: SENT,
          headers: ['Auto-Submitted: no'],
        }),
      ),
    ).toBe('reply');
  });

  it.each(['Please unsubscribe me.', 'Remove me from your list', 'Stop emailing me, thanks', 'UNSUBSCRIBE'])(
    'unsubscribe words in the new text: %s',
    async (text) => {
      expect(
        await classify(replyMail({ from: 'ada@acme.test', to: 'sam@northwind.test', inReplyTo: SENT, text })),
      ).toBe('unsubscribe');
    },
  );

  it('the word only in the quoted original (the footer of the sent mail) is a plain reply', async () => {
    const raw = replyMail({
      from: 'ada@acme.test',
      to: 'sam@northwind.test',
      inReplyTo: SENT,
      text: 'Yes please!',
    });
    expect(raw).toContain('unsubscribe here');
    expect(await classify(raw)).toBe('reply');
    expect(newTextOf('Yes please!\n\nOn Mon, Sam wrote:\n> unsubscribe')).toBe('Yes please!');
  });

  it('a DSN (RFC 3464) with Action: failed is a bounce naming the recipient and the original Message-ID', async () => {
    const parsed = await parseInboundMail(
      dsnMail({ to: 'sam@northwind.test', failedRecipient: 'Ada@Acme.test', originalMessageId: SENT }),
    );
    expect(parsed.dsn).toEqual({
      recipients: [
        {
          address: 'ada@acme.test',
          action: 'failed',
          status: '5.1.1',
          diagnostic:
            'smtp; 550 5.1.1 <Ada@Acme.test>: Recipient address rejected: User unknown in virtual mailbox table',
        },
      ],
      originalMessageId: SENT,
    });
    expect(classifyInbound(parsed)).toBe('bounce');
  });

  it('a delay notice (Action: delayed) does not count as a bounce', async () => {
    expect(
      await classify(
        dsnMail({
          to: 'sam@northwind.test',
          failedRecipient: 'ada@acme.test',
          originalMessageId: SENT,
          action: 'delayed',
          status: '4.4.1',
        }),
      ),
    ).toBe('out_of_office');
  });
});
