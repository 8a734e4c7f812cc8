import { randomUUID } from 'node:crypto';
import { type AppDatabase, outboxMessages } from '@leadpath/db';
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

  function store(mail: OutgoingMail, kind: 'sent' | 'draft') {
    const id = randomUUID();
    // One message per Message-ID (a unique index): a send repeated after a crash finds the first.
    const stored = db
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
      .run().changes;
    if (stored === 0 && mail.messageId)
      return Promise.resolve({ id: findByMessageId(mail.messageId)?.id ?? id });
    return Promise.resolve({ id });
  }
  return {
    send: (mail) => store(mail, 'sent'),
    saveDraft: (mail) => store(mail, 'draft'),
    findSent: (ownerId, messageId) =>
      Promise.resolve(
        db
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.ownerId, ownerId),
              eq(outboxMessages.messageId, messageId),
              eq(outboxMessages.kind, 'sent'),
            ),
          )
          .get() ?? null,
      ),
  };
}
