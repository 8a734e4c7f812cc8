/**
 * Event-triggered plays: an event about prospects (created or imported, a meeting booked) becomes one
 * durable job, recorded in the event's own transaction, when the owner has an enabled play for it.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@leadpath/core/schemas/webhooks';
import { type Db, gtmPlays } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { enqueueJob } from '../../jobs/enqueue-job.ts';

export const GTM_PLAY_EVENT_JOB = 'gtm.playEvent';

export type PlayEventTrigger = 'prospect_created' | 'meeting_booked';

export interface PlayEventPayload {
  ownerId: string;
  trigger: PlayEventTrigger;
  prospectIds: string[];
  /** One per event: a retried job logs each play's run once. */
  eventKey: string;
}

/** Records the event's play job when an enabled play listens for it (one indexed read otherwise). */
export async function recordPlayEvent(
  db: Db,
  event: { ownerId: string; trigger: PlayEventTrigger; prospectIds: string[]; now: number },
): Promise<void> {
  if (event.prospectIds.length === 0) return;
  const listening = await db
    .select({ id: gtmPlays.id })
    .from(gtmPlays)
    .where(
      and(
        eq(gtmPlays.ownerId, event.ownerId),
        eq(gtmPlays.trigger, event.trigger),
        eq(gtmPlays.enabled, true),
      ),
    )
    .limit(1)
    .get();
  if (!listening) return;
  const eventKey = randomUUID();
  await enqueueJob<typeof GTM_PLAY_EVENT_JOB, PlayEventPayload>(
    db,
    {
      kind: GTM_PLAY_EVENT_JOB,
      payload: { ownerId: event.ownerId, trigger: event.trigger, prospectIds: event.prospectIds, eventKey },
      idempotencyKey: `gtm-play-event:${eventKey}`,
    },
    event.now,
  );
}

/** The app's events (those its webhooks announce) that start plays: a prospect created, a meeting booked. */
export async function recordPlayEventOf(
  db: Db,
  event: { ownerId: string; type: WebhookEventType; data: object; now: number },
): Promise<void> {
  const data = event.data as { prospect?: { id?: unknown }; prospectId?: unknown };
  const created = event.type === 'prospect.created' ? data.prospect?.id : undefined;
  const booked = event.type === 'meeting.booked' ? data.prospectId : undefined;
  const prospectId = typeof created === 'string' ? created : typeof booked === 'string' ? booked : null;
  if (!prospectId) return;
  const trigger = created ? 'prospect_created' : 'meeting_booked';
  await recordPlayEvent(db, { ownerId: event.ownerId, trigger, prospectIds: [prospectId], now: event.now });
}
