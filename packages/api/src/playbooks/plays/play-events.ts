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

export type PlayEventTrigger = 'prospect_created' | 'meeting_booked' | 'reply_class';

export interface PlayEventPayload {
  ownerId: string;
  trigger: PlayEventTrigger;
  prospectIds: string[];
  /** reply_class: the reply's class; only the plays of that class run. */
  replyClass?: string;
  /** One per event: a retried job logs each play's run once. */
  eventKey: string;
}

/** Records the event's play job when an enabled play listens for it (one indexed read otherwise). */
export async function recordPlayEvent(
  db: Db,
  event: {
    ownerId: string;
    trigger: PlayEventTrigger;
    prospectIds: string[];
    replyClass?: string;
    now: number;
  },
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
      payload: {
        ownerId: event.ownerId,
        trigger: event.trigger,
        prospectIds: event.prospectIds,
        ...(event.replyClass ? { replyClass: event.replyClass } : {}),
        eventKey,
      },
      idempotencyKey: `gtm-play-event:${eventKey}`,
    },
    event.now,
  );
}

const triggerOf: Partial<Record<WebhookEventType, PlayEventTrigger>> = {
  'prospect.created': 'prospect_created',
  'meeting.booked': 'meeting_booked',
  'reply.classified': 'reply_class',
};

/** The prospect an event is about: `data.prospect.id` (prospect events) or `data.prospectId`. */
function prospectIdOf(data: object): string | null {
  const { prospect, prospectId } = data as { prospect?: { id?: unknown }; prospectId?: unknown };
  const id = prospect?.id ?? prospectId;
  return typeof id === 'string' ? id : null;
}

/** The app's events (those its webhooks announce) that start plays: created, meeting booked, reply classified. */
export async function recordPlayEventOf(
  db: Db,
  event: { ownerId: string; type: WebhookEventType; data: object; now: number },
): Promise<void> {
  const trigger = triggerOf[event.type];
  const prospectId = prospectIdOf(event.data);
  if (!trigger || !prospectId) return;
  const replyClass = (event.data as { class?: unknown }).class;
  await recordPlayEvent(db, {
    ownerId: event.ownerId,
    trigger,
    prospectIds: [prospectId],
    ...(typeof replyClass === 'string' ? { replyClass } : {}),
    now: event.now,
  });
}
