/** A playbook's triggered plays: list, add, change, delete; each checked against the playbook. */
import { randomUUID } from 'node:crypto';
import type { ReplyClass } from '@leadpath/core/schemas/assist';
import {
  PLAY_NEEDS_SEQUENCE,
  PLAY_NOT_FOUND,
  PLAY_UNKNOWN_PERSONA,
  PLAYS_LIMIT_REACHED,
  PLAYS_PER_PLAYBOOK,
  type PlayFields,
  playActionsWithSequence,
  SEQUENCE_NOT_YOURS,
} from '@leadpath/core/schemas/playbooks';
import type { ProspectStatus } from '@leadpath/core/schemas/prospects';
import {
  type AppDatabase,
  type Db,
  gtmPlays,
  gtmTriggeredPlayRuns,
  type PlaybookRow,
  type PlayRow,
  sequences,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { ownPlaybook } from '../playbook-crud.ts';
import type { Play } from './play-output-schemas.ts';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** The persona named must be the playbook's; an enroll or a removal needs a sequence of the owner's. */
async function checkPlay(db: Db, playbook: PlaybookRow, play: PlayFields): Promise<void> {
  const persona = play.persona ? playbook.personas.find((p) => p.name === play.persona) : null;
  if (play.persona && !persona) throw badRequest(PLAY_UNKNOWN_PERSONA);
  if (!playActionsWithSequence.includes(play.action)) return;
  const sequenceId = play.sequenceId ?? persona?.sequenceId;
  if (!sequenceId) throw badRequest(PLAY_NEEDS_SEQUENCE);
  const own = await db
    .select({ id: sequences.id })
    .from(sequences)
    .where(and(eq(sequences.id, sequenceId), eq(sequences.ownerId, playbook.ownerId)))
    .get();
  if (!own) throw badRequest(SEQUENCE_NOT_YOURS);
}

/** Only the fields its trigger and action use are kept. */
const storedFields = (play: PlayFields) => ({
  name: play.name,
  trigger: play.trigger,
  noReplyDays: play.trigger === 'no_reply' ? play.noReplyDays : null,
  replyClass: play.trigger === 'reply_class' ? play.replyClass : null,
  persona: play.persona,
  titles: play.titles,
  action: play.action,
  sequenceId: playActionsWithSequence.includes(play.action) ? play.sequenceId : null,
  status: play.action === 'set_status' ? play.status : null,
  taskTitle: play.action === 'create_task' ? play.taskTitle : null,
  taskType: play.action === 'create_task' ? play.taskType : null,
  taskDueDays: play.action === 'create_task' ? play.taskDueDays : null,
  enabled: play.enabled,
});

async function lastRunOf(db: Db, playId: string): Promise<Play['lastRun']> {
  const run = await db
    .select()
    .from(gtmTriggeredPlayRuns)
    .where(eq(gtmTriggeredPlayRuns.playId, playId))
    .orderBy(desc(gtmTriggeredPlayRuns.ranAt))
    .limit(1)
    .get();
  return run
    ? { matched: run.matched, done: run.done, skipped: run.skipped, ranAt: run.ranAt.getTime() }
    : null;
}

async function toPlay(db: Db, row: PlayRow): Promise<Play> {
  return {
    id: row.id,
    playbookId: row.playbookId,
    name: row.name,
    trigger: row.trigger,
    noReplyDays: row.noReplyDays,
    replyClass: row.replyClass as ReplyClass | null,
    persona: row.persona,
    titles: row.titles,
    action: row.action,
    sequenceId: row.sequenceId,
    status: row.status as ProspectStatus | null,
    taskTitle: row.taskTitle,
    taskType: row.taskType,
    taskDueDays: row.taskDueDays,
    enabled: row.enabled,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    lastRun: await lastRunOf(db, row.id),
  };
}

export async function listPlays(db: Db, ownerId: string, playbookId: string): Promise<Play[]> {
  await ownPlaybook(db, ownerId, playbookId);
  const rows = await db
    .select()
    .from(gtmPlays)
    .where(and(eq(gtmPlays.playbookId, playbookId), eq(gtmPlays.ownerId, ownerId)))
    .orderBy(asc(gtmPlays.createdAt), asc(gtmPlays.id))
    .all();
  return Promise.all(rows.map((row) => toPlay(db, row)));
}

async function ownPlay(db: Db, ownerId: string, playbookId: string, playId: string): Promise<PlayRow> {
  const row = await db
    .select()
    .from(gtmPlays)
    .where(and(eq(gtmPlays.id, playId), eq(gtmPlays.playbookId, playbookId), eq(gtmPlays.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PLAY_NOT_FOUND });
  return row;
}

export async function getPlay(db: Db, ownerId: string, playbookId: string, playId: string): Promise<Play> {
  return toPlay(db, await ownPlay(db, ownerId, playbookId, playId));
}

export async function createPlay(
  db: AppDatabase,
  ownerId: string,
  playbookId: string,
  play: PlayFields,
  now: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const playbook = await ownPlaybook(tx, ownerId, playbookId);
    const existing = await tx
      .select({ n: count() })
      .from(gtmPlays)
      .where(eq(gtmPlays.playbookId, playbookId))
      .get();
    if ((existing?.n ?? 0) >= PLAYS_PER_PLAYBOOK) throw badRequest(PLAYS_LIMIT_REACHED);
    await checkPlay(tx, playbook, play);
    const id = randomUUID();
    const at = new Date(now);
    await tx
      .insert(gtmPlays)
      .values({ id, ownerId, playbookId, ...storedFields(play), createdAt: at, updatedAt: at })
      .run();
    return id;
  });
}

export async function updatePlay(
  db: AppDatabase,
  ownerId: string,
  playbookId: string,
  playId: string,
  play: PlayFields,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const playbook = await ownPlaybook(tx, ownerId, playbookId);
    await ownPlay(tx, ownerId, playbookId, playId);
    await checkPlay(tx, playbook, play);
    await tx
      .update(gtmPlays)
      .set({ ...storedFields(play), updatedAt: new Date(now) })
      .where(eq(gtmPlays.id, playId))
      .run();
  });
}

export async function deletePlay(db: AppDatabase, ownerId: string, playbookId: string, playId: string) {
  await db.transaction(async (tx) => {
    await ownPlay(tx, ownerId, playbookId, playId);
    await tx.delete(gtmPlays).where(eq(gtmPlays.id, playId)).run();
  });
}
