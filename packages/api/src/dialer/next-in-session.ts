import { toE164 } from '@leadpath/core/phone-number';
import {
  type AppDatabase,
  calls,
  type Db,
  type DialerQueueItemRow,
  type DialerSessionRow,
  dialerDispositions,
  dialerQueueItems,
  dialerSessions,
  doNotCallEntries,
  prospects,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, gte, or } from 'drizzle-orm';
import { readOutreachSettings, senderTimeZoneOf } from '../sequences/engine/outreach-settings.ts';
import { releaseProspect, reserveProspect } from './reservations.ts';
import { callingHoursOf, readDialerSettings } from './settings.ts';
import { skipVerdict } from './skip-rules.ts';

export const DIALER_SESSION_NOT_FOUND = 'Dialer session not found';
export const LOG_OR_SKIP_FIRST = 'Log a call with a disposition for this prospect first, or skip it';
export const SKIPPED_BY_YOU = 'Skipped by you';
export const TAKEN_BY_ANOTHER_REP = 'Someone on your team is calling this prospect';
export const CALLED_SINCE_START = 'Already called since this session started';

export async function ownSession(db: Db, ownerId: string, id: string): Promise<DialerSessionRow> {
  const row = await db
    .select()
    .from(dialerSessions)
    .where(and(eq(dialerSessions.id, id), eq(dialerSessions.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: DIALER_SESSION_NOT_FOUND });
  return row;
}

async function setItem(
  db: Db,
  item: DialerQueueItemRow,
  status: DialerQueueItemRow['status'],
  now: number,
  skipReason: string | null = null,
) {
  await db
    .update(dialerQueueItems)
    .set({ status, skipReason, updatedAt: new Date(now) })
    .where(eq(dialerQueueItems.id, item.id))
    .run();
}

/** Failed calls to a number: the carrier failed, or the rep said "wrong number". */
async function failuresOf(db: Db, ownerId: string, number: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(calls)
    .leftJoin(dialerDispositions, eq(dialerDispositions.id, calls.dispositionId))
    .where(
      and(
        eq(calls.ownerId, ownerId),
        eq(calls.toNumber, number),
        or(eq(calls.status, 'failed'), eq(dialerDispositions.effect, 'bad_number')),
      ),
    )
    .get();
  return row?.n ?? 0;
}

type CallingRules = {
  defaultCountryCode: string;
  fallbackTimeZone: string;
  hours: ReturnType<typeof callingHoursOf>;
};

/** The owner's calling rules now: the default country code, the calling hours, the zone of last resort. */
export async function callingRulesOf(db: Db, ownerId: string, now: number): Promise<CallingRules> {
  const settings = await readDialerSettings(db, ownerId, now);
  return {
    defaultCountryCode: settings.defaultCountryCode,
    fallbackTimeZone: senderTimeZoneOf(await readOutreachSettings(db, ownerId, now)),
    hours: callingHoursOf(settings),
  };
}

/**
 * The rule that forbids calling this prospect now (do-not-call, a bad or failing number, calling
 * hours in the prospect's zone), or null. Checked when the queue moves and again when a browser call
 * reaches the carrier.
 */
export async function callingRuleReasonOf(
  db: Db,
  input: { ownerId: string; prospectId: string; rules: CallingRules; now: number },
): Promise<string | null> {
  const { ownerId, prospectId, rules, now } = input;
  const prospect = await db
    .select({ phone: prospects.phone, timeZone: prospects.timeZone })
    .from(prospects)
    .where(eq(prospects.id, prospectId))
    .get();
  if (!prospect) return 'The prospect was deleted';
  const number = toE164(prospect.phone, { callingCode: rules.defaultCountryCode });
  const entries = await db
    .select({ phoneNumber: doNotCallEntries.phoneNumber, prospectId: doNotCallEntries.prospectId })
    .from(doNotCallEntries)
    .where(
      and(
        eq(doNotCallEntries.ownerId, ownerId),
        or(
          eq(doNotCallEntries.prospectId, prospectId),
          number.ok ? eq(doNotCallEntries.phoneNumber, number.number) : undefined,
        ),
      ),
    )
    .all();
  const verdict = skipVerdict({
    phone: prospect.phone,
    prospectTimeZone: prospect.timeZone,
    prospectOnDoNotCall: entries.some((entry) => entry.prospectId === prospectId),
    doNotCallNumbers: new Set(entries.flatMap((entry) => (entry.phoneNumber ? [entry.phoneNumber] : []))),
    failuresByNumber: new Map(
      number.ok ? [[number.number, await failuresOf(db, ownerId, number.number)]] : [],
    ),
    ...rules,
    now,
  });
  return verdict.call ? null : verdict.reason;
}

/** The reason not to put this prospect on screen now, or null when it may be called. */
async function skipReasonOf(
  db: Db,
  session: DialerSessionRow,
  item: DialerQueueItemRow,
  rules: CallingRules,
  now: number,
): Promise<string | null> {
  const ruled = await callingRuleReasonOf(db, {
    ownerId: session.ownerId,
    prospectId: item.prospectId,
    rules,
    now,
  });
  if (ruled) return ruled;
  // Another session may have called the prospect meanwhile: one call per prospect per round.
  const calledSince = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.prospectId, item.prospectId), gte(calls.endedAt, session.createdAt)))
    .limit(1)
    .get();
  if (calledSince) return CALLED_SINCE_START;
  return null;
}

/**
 * Leaves the prospect on screen (skipped when asked; a logged call already made it done) and puts the
 * next callable one there, reserved. Prospects the rules refuse are skipped with their reason.
 */
export async function nextInSession(
  db: AppDatabase,
  input: { ownerId: string; sessionId: string; skip: boolean; now: number },
): Promise<void> {
  const { now } = input;
  const session = await ownSession(db, input.ownerId, input.sessionId);
  const rules = await callingRulesOf(db, input.ownerId, now);
  await db.transaction(
    async (tx) => {
      const items = await tx
        .select()
        .from(dialerQueueItems)
        .where(eq(dialerQueueItems.sessionId, session.id))
        .orderBy(asc(dialerQueueItems.position))
        .all();
      const current = items.find((item) => item.status === 'current');
      if (current) {
        if (!input.skip) throw new TRPCError({ code: 'BAD_REQUEST', message: LOG_OR_SKIP_FIRST });
        await setItem(tx, current, 'skipped', now, SKIPPED_BY_YOU);
        await releaseProspect(tx, current.prospectId, session.id);
      }
      for (const item of items.filter((entry) => entry.status === 'waiting')) {
        const reason = await skipReasonOf(tx, session, item, rules, now);
        if (reason) {
          await setItem(tx, item, 'skipped', now, reason);
          continue;
        }
        const held = await reserveProspect(tx, {
          prospectId: item.prospectId,
          sessionId: session.id,
          userId: input.ownerId,
          now,
        });
        if (!held) {
          await setItem(tx, item, 'skipped', now, TAKEN_BY_ANOTHER_REP);
          continue;
        }
        await setItem(tx, item, 'current', now);
        return;
      }
    },
    { behavior: 'immediate' },
  );
}
