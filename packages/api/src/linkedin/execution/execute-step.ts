/**
 * The engine hook for LinkedIn steps (issue 21). A due linkedin_visit / linkedin_connect /
 * linkedin_message row of a user whose LinkedIn account runs through a connector is executed
 * here, within the pacing; without a connector (manual mode, no account) it becomes a task as
 * before. Intent (the row 'sending' and a pending action), the connector call, then the mark:
 * a visit and a message schedule the next step at once; an invitation waits for its acceptance
 * (linkedin-sync.ts advances it). A limit or security signal pauses the account.
 */
import { randomUUID } from 'node:crypto';
import { localDateOf, renderTemplate } from '@leadpath/core';
import {
  type AppDatabase,
  changesOf,
  type Db,
  type LinkedinAccountRow,
  type LinkedinActionKindColumn,
  linkedinAccounts,
  linkedinActions,
  type ProspectRow,
  prospects,
  type ScheduledStepRow,
  type SequenceEnrollmentRow,
  type SequenceEventKind,
  type SequenceStepKind,
  type SequenceStepRow,
  scheduledSteps,
  sequenceEnrollments,
} from '@leadpath/db';
import {
  LINKEDIN_NOTE_MAX,
  type LinkedinActionResult,
  type LinkedinConnector,
} from '@leadpath/integrations/linkedin';
import { and, eq } from 'drizzle-orm';
import {
  missingNote,
  missingValues,
  prospectValuesOf,
  senderValuesOf,
} from '../../sequences/engine/compose.ts';
import { insertEvent, scheduleNextStep } from '../../sequences/engine/engine-rows.ts';
import { engineStatements } from '../../sequences/engine/statements.ts';
import { addMessage, conversationOfProspect, upsertConversation } from '../messaging/conversations.ts';
import { pauseForSignal, readLinkedinAccount, resumeIfDue } from './accounts.ts';
import { accountRefOf, connectorFor, type LinkedinServices, normaliseProfileUrl } from './connectors.ts';
import { actionGapMs, actionsOn, nextActionSlot, settingsOfOwner } from './pacing.ts';

export const LINKEDIN_STEP_KINDS: readonly SequenceStepKind[] = [
  'linkedin_visit',
  'linkedin_connect',
  'linkedin_message',
];
export const isLinkedinStepKind = (kind: SequenceStepKind) => LINKEDIN_STEP_KINDS.includes(kind);

export const NO_PROFILE_NOTE = 'The prospect has no LinkedIn profile URL';
export const NEVER_OPEN_NOTE = 'The LinkedIn activity window never opens: every day is excluded';
export const noteTooLong = (length: number) =>
  `The connection note is ${length} characters long; LinkedIn allows ${LINKEDIN_NOTE_MAX}`;

const actionKindOf: Record<string, LinkedinActionKindColumn> = {
  linkedin_visit: 'visit',
  linkedin_connect: 'invite',
  linkedin_message: 'message',
};
const eventKindOf: Record<LinkedinActionKindColumn, SequenceEventKind> = {
  visit: 'linkedin_visit',
  invite: 'invitation_sent',
  message: 'linkedin_message_sent',
};

/** A tick's plan per account: where deferred rows were placed, so the next rows queue behind them. */
export type LinkedinTickPlan = Map<string, { notBefore: number; counted: Map<string, number> }>;
export const createLinkedinTickPlan = (): LinkedinTickPlan => new Map();

export interface LinkedinStepInput {
  db: AppDatabase;
  row: ScheduledStepRow;
  enrollment: SequenceEnrollmentRow;
  step: SequenceStepRow;
  now: number;
  /** The runner (lease owner). */
  owner: string;
  random: () => number;
  services?: LinkedinServices;
  plan: LinkedinTickPlan;
  leaseMs?: number;
}

/**
 * task: not executed here (manual mode): the caller opens a task. done: executed. deferred: placed
 * later by the pacing or a pause. failed / flagged: see the row's note.
 */
export type LinkedinStepOutcome = 'task' | 'done' | 'waiting' | 'deferred' | 'failed' | 'flagged';

/** A step claimed for its action: what the connector call and the mark need. */
interface Claimed {
  connector: LinkedinConnector;
  account: LinkedinAccountRow;
  prospect: ProspectRow;
  profileUrl: string;
  kind: LinkedinActionKindColumn;
  text: string | null;
}

async function setRow(
  db: Db,
  row: ScheduledStepRow,
  values: Partial<ScheduledStepRow>,
  from: ScheduledStepRow['status'],
) {
  return (
    changesOf(
      await db
        .update(scheduledSteps)
        .set(values)
        .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, from)))
        .run(),
    ) === 1
  );
}

export async function workLinkedinStep(input: LinkedinStepInput): Promise<LinkedinStepOutcome> {
  const { db, row, enrollment, step, random, plan } = input;
  let now = input.now;
  const actionId = randomUUID();
  // From reading the account to the claim in one transaction: the counts and the gap the pacing
  // reads cannot change (another step, an inbox send) before this action is recorded.
  const prepared = await db.transaction(
    async (tx): Promise<LinkedinStepOutcome | Claimed> => {
      const found = await readLinkedinAccount(tx, row.ownerId);
      if (!found || found.kind === 'manual' || found.status === 'disconnected') return 'task';
      const connector = connectorFor(db, found, input.services);
      if (!connector) return 'task';
      const account = await resumeIfDue(tx, found, now);
      const settings = await settingsOfOwner(tx, row.ownerId, now);

      const prospect = await tx.select().from(prospects).where(eq(prospects.id, row.prospectId)).get();
      if (!prospect) return 'failed';
      const profileUrl = normaliseProfileUrl(prospect.linkedinUrl);
      const flag = async (note: string) => {
        await setRow(tx, row, { status: 'flagged', note, dueAt: new Date(now + 60 * 60_000) }, 'scheduled');
        return 'flagged' as const;
      };
      if (!profileUrl) return flag(NO_PROFILE_NOTE);
      const kind = actionKindOf[step.kind] as LinkedinActionKindColumn;
      let text: string | null = null;
      if (kind !== 'visit') {
        const sender = await senderValuesOf(tx, row.ownerId, undefined);
        const values = { ...(await prospectValuesOf(tx, prospect)), ...(sender?.values ?? {}) };
        const missing = missingValues([step.body], values);
        if (missing.length > 0) return flag(missingNote(missing));
        text = renderTemplate(step.body, values).text.trim();
        if (kind === 'invite' && text.length > LINKEDIN_NOTE_MAX) return flag(noteTooLong(text.length));
        if (kind === 'message' && !text) return flag('The message is empty');
      }

      // Pacing: the real counts decide; the tick's plan only spreads the deferred rows.
      const zone = settings.timezone.value;
      const actual = await nextActionSlot({
        at: now,
        settings,
        account,
        countedOn: (date) => actionsOn(tx, account.id, settings, date),
      });
      if (actual === null) return flag(NEVER_OPEN_NOTE);
      if (actual > now) {
        let planned = plan.get(account.id);
        if (!planned) {
          planned = { notBefore: actual, counted: new Map() };
          plan.set(account.id, planned);
        }
        const state = planned;
        const slot =
          (await nextActionSlot({
            at: Math.max(actual, state.notBefore),
            settings,
            account,
            countedOn: async (date) => {
              const known = state.counted.get(date);
              if (known !== undefined) return known;
              const counted = await actionsOn(tx, account.id, settings, date);
              state.counted.set(date, counted);
              return counted;
            },
          })) ?? actual;
        if (await setRow(tx, row, { dueAt: new Date(slot) }, 'scheduled')) {
          const day = localDateOf(slot, zone);
          state.counted.set(day, (state.counted.get(day) ?? 0) + 1);
          state.notBefore = slot + actionGapMs(random);
        }
        return 'deferred';
      }

      // 1. Intent: the row 'sending' under a lease, a pending action (it counts toward today's limit),
      //    and the next action not before a gap of about a minute.
      const changed = changesOf(
        await tx
          .update(scheduledSteps)
          .set({
            status: 'sending',
            leaseOwner: input.owner,
            leaseUntil: new Date(now + (input.leaseMs ?? 5 * 60_000)),
            attempts: row.attempts + 1,
          })
          .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
          .run(),
      );
      if (changed === 0) return 'deferred';
      const earlier = await tx
        .select()
        .from(linkedinActions)
        .where(eq(linkedinActions.scheduledStepId, row.id))
        .get();
      if (earlier) await tx.delete(linkedinActions).where(eq(linkedinActions.id, earlier.id)).run();
      await tx
        .insert(linkedinActions)
        .values({
          id: actionId,
          ownerId: row.ownerId,
          accountId: account.id,
          enrollmentId: enrollment.id,
          scheduledStepId: row.id,
          prospectId: prospect.id,
          kind,
          status: 'pending',
          profileUrl,
          text,
          at: new Date(now),
        })
        .run();
      await tx
        .update(linkedinAccounts)
        .set({ nextActionAt: new Date(now + actionGapMs(random)) })
        .where(eq(linkedinAccounts.id, account.id))
        .run();
      return { connector, account, prospect, profileUrl, kind, text };
    },
    { behavior: 'immediate' },
  );
  if (typeof prepared === 'string') return prepared;
  const { connector, account, prospect, profileUrl, kind, text } = prepared;

  // 2. The connector.
  const ref = accountRefOf(account);
  const profile = { profileUrl };
  let result: LinkedinActionResult;
  try {
    if (kind === 'visit') result = await connector.visitProfile(ref, profile, now);
    else if (kind === 'invite') result = await connector.sendInvitation(ref, profile, text || null, now);
    else {
      const conversation = await conversationOfProspect(db, row.ownerId, prospect.id);
      result = await connector.sendMessage(
        ref,
        profile,
        text ?? '',
        conversation?.externalChatId ?? null,
        now,
      );
    }
  } catch (error) {
    result = { ok: false, signal: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  now = Math.max(now, input.now);

  // 3. The mark.
  return db.transaction(
    async (tx) => {
      if (!result.ok) {
        await tx
          .update(linkedinActions)
          .set({ status: 'failed', note: result.message })
          .where(eq(linkedinActions.id, actionId))
          .run();
        if (result.signal !== 'error') {
          // LinkedIn said stop: the account pauses; the row waits for the end of the pause.
          const until = await pauseForSignal(tx, account, result.signal, result.message, now);
          await tx
            .update(scheduledSteps)
            .set({
              status: 'scheduled',
              dueAt: new Date(until),
              leaseOwner: null,
              leaseUntil: null,
              note: result.message,
            })
            .where(eq(scheduledSteps.id, row.id))
            .run();
          return 'deferred';
        }
        await tx
          .update(scheduledSteps)
          .set({
            status: 'failed',
            note: `LinkedIn action failed: ${result.message}`,
            doneAt: new Date(now),
            leaseOwner: null,
            leaseUntil: null,
          })
          .where(eq(scheduledSteps.id, row.id))
          .run();
        const current = await tx
          .select()
          .from(sequenceEnrollments)
          .where(eq(sequenceEnrollments.id, enrollment.id))
          .get();
        if (current?.status === 'active')
          await scheduleNextStep(tx, { enrollment: current, afterPosition: step.position, from: now, now });
        return 'failed';
      }
      await tx
        .update(linkedinActions)
        .set({ status: 'done', externalId: result.externalId })
        .where(eq(linkedinActions.id, actionId))
        .run();
      await tx
        .update(scheduledSteps)
        .set({ status: 'done', doneAt: new Date(now), leaseOwner: null, leaseUntil: null, note: null })
        .where(eq(scheduledSteps.id, row.id))
        .run();
      await insertEvent(tx, { ...row, kind: eventKindOf[kind], detail: text ?? profileUrl, at: now });
      await engineStatements(db.$sql).markContacted.run({ id: prospect.id, now });
      if (kind === 'message' && result.chatId) {
        const conversation = await upsertConversation(tx, {
          ownerId: row.ownerId,
          externalChatId: result.chatId,
          profileUrl,
          name: `${prospect.firstName} ${prospect.lastName}`.trim(),
          prospectId: prospect.id,
          at: now,
        });
        await addMessage(tx, conversation, {
          externalMessageId: result.externalId,
          direction: 'outbound',
          status: 'sent',
          text: text ?? '',
          at: now,
        });
      }
      if (kind === 'invite') return 'waiting';
      const current = await tx
        .select()
        .from(sequenceEnrollments)
        .where(eq(sequenceEnrollments.id, enrollment.id))
        .get();
      if (current && current.status !== 'finished')
        await scheduleNextStep(tx, { enrollment: current, afterPosition: step.position, from: now, now });
      return 'done';
    },
    { behavior: 'immediate' },
  );
}
