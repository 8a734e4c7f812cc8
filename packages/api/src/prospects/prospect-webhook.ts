import { type Db, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { emitWebhookEvent } from '../webhooks/emit.ts';

/** The prospect as webhook receivers get it: the fields a client can read over REST, times in ISO. */
async function prospectEventData(db: Db, id: string) {
  const row = await db.select().from(prospects).where(eq(prospects.id, id)).get();
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedinUrl,
    status: row.status,
    companyId: row.companyId,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Records prospect.created or prospect.updated for the owner's endpoints, in the caller's transaction. */
export async function emitProspectEvent(
  db: Db,
  event: {
    ownerId: string;
    prospectId: string;
    type: 'prospect.created' | 'prospect.updated';
    now: number;
    changed?: string[];
  },
): Promise<void> {
  const prospect = await prospectEventData(db, event.prospectId);
  if (!prospect) return;
  const data = event.changed ? { prospect, changed: event.changed } : { prospect };
  await emitWebhookEvent(db, { ownerId: event.ownerId, type: event.type, data, now: event.now });
}
