/** The job of an event-triggered play: every enabled play of the trigger in the owner's active playbooks. */
import { type AppDatabase, gtmPlaybooks, gtmPlays, prospects } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import type { JobContext } from '../../jobs/job-handlers.ts';
import type { PlayEventPayload } from './play-events.ts';
import { runTriggeredPlay } from './run-play.ts';

/** Runs every enabled play of the event's trigger in the owner's active playbooks. */
export async function runPlayEvent(db: AppDatabase, payload: PlayEventPayload, now: number): Promise<void> {
  const rows = await db
    .select({ play: gtmPlays, playbook: gtmPlaybooks })
    .from(gtmPlays)
    .innerJoin(gtmPlaybooks, eq(gtmPlaybooks.id, gtmPlays.playbookId))
    .where(
      and(
        eq(gtmPlays.ownerId, payload.ownerId),
        eq(gtmPlays.trigger, payload.trigger),
        eq(gtmPlays.enabled, true),
        eq(gtmPlaybooks.status, 'active'),
        payload.replyClass ? eq(gtmPlays.replyClass, payload.replyClass) : undefined,
      ),
    )
    .all();
  for (const { play, playbook } of rows)
    await runTriggeredPlay(db, {
      playbook,
      play,
      scope: inArray(prospects.id, payload.prospectIds),
      eventKey: payload.eventKey,
      now,
    });
}

export function gtmPlayEventJobHandler(deps: AppDeps) {
  return (job: JobContext<PlayEventPayload>) => runPlayEvent(deps.db, job.payload, job.now());
}
