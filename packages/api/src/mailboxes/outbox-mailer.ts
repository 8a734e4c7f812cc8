import { randomUUID } from 'node:crypto';
import { type AppDatabase, changesOf, outboxMessages } from '@leadpath/db';
import type { Mailer, OutgoingMail } from '@leadpath/integrations';
import { and, eq } from 'drizzle-orm';

/** The embedded mail service: every mail and draft lands in the local outbox (Mailboxes). */
export function createOutboxMailer(db: AppDatabase, now: () => number): Mailer {
  const findByMessageId = (messageId: string) =>
    db
      .select({ id: outboxMessages.id, ownerId: outboxMessages.ownerId, kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.messageId, messageId))
      .get();

  async function store(mail: OutgoingMail, kind: 'sent' | 'draft') {
    const id = randomUUID();
    // One message per Message-ID (a unique index): a send repeated after a crash finds the first.
    const result = await db
      .insert(outboxMessages)
      .values({
        id,
        ownerId: mail.ownerId,
        kind,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? [],
        messageId: mail.messageId ?? null,
        inReplyTo: mail.inReplyTo ?? null,
        headers: mail.headers ?? {},
        mailboxId: mail.mailboxId ?? null,
        createdAt: new Date(now()),
      })
      .onConflictDoNothing({ target: outboxMessages.messageId })
      .run();
    const stored = changesOf(result);
    if (stored === 0 && mail.messageId) return { id: (await findByMessageId(mail.messageId))?.id ?? id };
    return { id };
  }
  return {
    send: (mail) => store(mail, 'sent'),
    saveDraft: (mail) => store(mail, 'draft'),
    findSent: async (ownerId, messageId) =>
      (await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.ownerId, ownerId),
            eq(outboxMessages.messageId, messageId),
            eq(outboxMessages.kind, 'sent'),
          ),
        )
        .get()) ?? null,
  };
}
