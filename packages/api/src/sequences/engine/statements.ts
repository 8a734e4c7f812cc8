/** Hand-written statements of the engine's bulk paths (enrollment of thousands), through db.$sql (the lock caches them by text). */
import type { Db, RawSql, SqlParams, WriteResult } from '@leadpath/db';
import { webhookEndpoints } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';

/** A write statement: its text, run with named parameters (once, or once per set in one hold of the connection). */
const write =
  <Params extends SqlParams>(text: string) =>
  (sql: RawSql) => ({
    run: (params: Params): Promise<WriteResult> => sql.run(text, params),
    runMany: (paramSets: readonly Params[]): Promise<number> => sql.runMany(text, paramSets),
  });

const statementsOf = {
  insertEnrollment: write<{
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
  // A slice's enrollments written together (ADR 083): each row only while its prospect still stands
  // as the slice's reads found it (the owner's, not in this sequence, not suppressed, and unless
  // allowed not active elsewhere), so a change made between the reads and the slice writes nothing.
  insertEnrollmentIfStanding: write<{
    id: string;
    ownerId: string;
    sequenceId: string;
    prospectId: string;
    email: string;
    allowOtherActive: number;
    timeZone: string;
    variantSlot: number;
    now: number;
  }>(
    `INSERT INTO sequence_enrollments (id, owner_id, sequence_id, prospect_id, status, time_zone, variant_slot, enrolled_at, updated_at)
     SELECT @id, @ownerId, @sequenceId, @prospectId, 'active', @timeZone, @variantSlot, @now, @now
     WHERE EXISTS (SELECT 1 FROM prospects WHERE id = @prospectId AND owner_id = @ownerId)
       AND NOT EXISTS (SELECT 1 FROM sequence_enrollments WHERE sequence_id = @sequenceId AND prospect_id = @prospectId)
       AND NOT EXISTS (SELECT 1 FROM suppressed_addresses WHERE owner_id = @ownerId AND email = @email)
       AND (@allowOtherActive = 1 OR NOT EXISTS (SELECT 1 FROM sequence_enrollments
         WHERE prospect_id = @prospectId AND sequence_id <> @sequenceId AND status IN ('active', 'paused')))`,
  ),
  insertScheduledStep: write<{
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
  insertEvent: write<{
    id: string;
    ownerId: string;
    sequenceId: string;
    enrollmentId: string;
    prospectId: string;
    stepId: string | null;
    variantId: string | null;
    kind: string;
    detail: string | null;
    at: number;
  }>(
    `INSERT INTO sequence_events (id, owner_id, sequence_id, enrollment_id, prospect_id, step_id, variant_id, kind, detail, at)
     VALUES (@id, @ownerId, @sequenceId, @enrollmentId, @prospectId, @stepId, @variantId, @kind, @detail, @at)`,
  ),
  // The tick's hot path: one send is these few statements.
  claimIntent: write<{
    id: string;
    owner: string;
    leaseUntil: number;
    attempts: number;
    messageId: string;
    variantId: string;
  }>(
    `UPDATE scheduled_steps SET status = 'sending', lease_owner = @owner, lease_until = @leaseUntil,
       attempts = @attempts, message_id = @messageId, variant_id = @variantId
     WHERE id = @id AND status = 'scheduled'`,
  ),
  markSent: write<{ id: string; owner: string; doneAt: number }>(
    `UPDATE scheduled_steps SET status = 'sent', done_at = @doneAt, lease_owner = NULL, lease_until = NULL, note = NULL
     WHERE id = @id AND status = 'sending' AND lease_owner = @owner`,
  ),
  markContacted: write<{ id: string; now: number }>(
    `UPDATE prospects SET status = 'contacted', updated_at = @now WHERE id = @id AND status = 'new'`,
  ),
  suppression: (sql: RawSql) => ({
    get: (ownerId: string, email: string) =>
      sql.get<{ reason: string }>(
        'SELECT reason FROM suppressed_addresses WHERE owner_id = ? AND email = ?',
        [ownerId, email],
      ),
  }),
};

type EngineStatements = { [Name in keyof typeof statementsOf]: ReturnType<(typeof statementsOf)[Name]> };

const bySql = new WeakMap<RawSql, EngineStatements>();

/** The engine's statements on this database's $sql (inside a transaction they join it: one connection). */
export function engineStatements(sql: RawSql): EngineStatements {
  let statements = bySql.get(sql);
  if (!statements) {
    statements = Object.fromEntries(
      Object.entries(statementsOf).map(([name, make]) => [name, make(sql)]),
    ) as EngineStatements;
    bySql.set(sql, statements);
  }
  return statements;
}

/** Whether any enabled webhook endpoint of the owner takes this event type (skips emitting per row when none does). */
export async function hasWebhookSubscribers(db: Db, ownerId: string, type: string): Promise<boolean> {
  return (
    await db
      .select({ events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.ownerId, ownerId), eq(webhookEndpoints.enabled, true)))
      .all()
  ).some((endpoint) => endpoint.events.includes(type));
}
