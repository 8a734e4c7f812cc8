/** Prepared statements of the engine's bulk paths (enrollment of thousands), once per connection. */
import type { Db } from '@leadpath/db';
import { webhookEndpoints } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { statementCache } from '../../jobs/statement-cache.ts';

export const engineStatements = statementCache((sqlite) => ({
  insertEnrollment: sqlite.prepare<{
    id: string;
    ownerId: string;
    sequenceId: string;
    prospectId: string;
    timeZone: string;
    variantSlot: number;
    now: number;
  }>(
    `INSERT INTO sequence_enrollments (id, owner_id, sequence_id, prospect_id, status, time_zone, variant_slot, enrolled_at, updated_at)
     VALUES (@id, @ownerId, @sequenceId, @prospectId, 'active', @timeZone, @variantSlot, @now, @now)`,
  ),
  insertScheduledStep: sqlite.prepare<{
    id: string;
    ownerId: string;
    sequenceId: string;
    enrollmentId: string;
    prospectId: string;
    stepId: string;
    variantId: string | null;
    idempotencyKey: string;
    status: string;
    dueAt: number;
    now: number;
  }>(
    `INSERT INTO scheduled_steps (id, owner_id, sequence_id, enrollment_id, prospect_id, step_id, variant_id,
       idempotency_key, status, due_at, attempts, created_at)
     VALUES (@id, @ownerId, @sequenceId, @enrollmentId, @prospectId, @stepId, @variantId, @idempotencyKey, @status, @dueAt, 0, @now)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  ),
  insertEvent: sqlite.prepare<{
    id: string;
    ownerId: string;
    sequenceId: string;
    enrollmentId: string;
    prospectId: string;
    kind: string;
    at: number;
  }>(
    `INSERT INTO sequence_events (id, owner_id, sequence_id, enrollment_id, prospect_id, kind, at)
     VALUES (@id, @ownerId, @sequenceId, @enrollmentId, @prospectId, @kind, @at)`,
  ),
}));

/** Whether any enabled webhook endpoint of the owner takes this event type (skips emitting per row when none does). */
export function hasWebhookSubscribers(db: Db, ownerId: string, type: string): boolean {
  return db
    .select({ events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.ownerId, ownerId), eq(webhookEndpoints.enabled, true)))
    .all()
    .some((endpoint) => endpoint.events.includes(type));
}
