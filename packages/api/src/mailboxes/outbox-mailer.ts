import { randomUUID } from 'node:crypto';
import { type AppDatabase, outboxMessages } from '@leadpath/db';
import type { Mailer, OutgoingMail } from '@leadpath/integrations';

/** The embedded mail service: every mail and draft lands in the local outbox (Mailboxes). */
export function createOutboxMailer(db: AppDatabase, now: () => number): Mailer {
  function store(mail: OutgoingMail, kind: 'sent' | 'draft') {
    const id = randomUUID();
    db.insert(outboxMessages)
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
        createdAt: new Date(now()),
      })
      .run();
    return Promise.resolve({ id });
  }
  return {
    send: (mail) => store(mail, 'sent'),
    saveDraft: (mail) => store(mail, 'draft'),
  };
}
