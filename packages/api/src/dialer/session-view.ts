import { describeTimeZone } from '@leadpath/core';
import { toE164 } from '@leadpath/core/phone-number';
import { agentStages } from '@leadpath/core/schemas/ai-training';
import {
  calls,
  companies,
  type Db,
  dialerQueueItems,
  prospects,
  scheduledSteps,
  sequenceEvents,
  sequences,
  users,
} from '@leadpath/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { modelOpenerSchema, sessionCallOpener } from '../ai-training/call-opener.ts';
import { sessionCallScriptGuidance } from '../ai-training/published.ts';
import type { LanguageModel } from '../assist/language-model/language-model.ts';
import { callSchema, toCallView } from './calls-list.ts';
import { ownSession } from './next-in-session.ts';
import { dialerScopeOf } from './scope.ts';
import { callScriptFor, callScriptTemplate } from './script.ts';
import { readDialerSettings } from './settings.ts';
import type { TelephonyProvider } from './telephony.ts';

export const queueItemSchema = z.object({
  id: z.string(),
  prospectId: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  status: z.enum(['waiting', 'current', 'done', 'skipped']),
  /** Why it was skipped (calling hours, do-not-call, a bad number, another rep, the rep). */
  skipReason: z.string().nullable(),
});

export const prospectCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** The number as dialled (E.164); null when it cannot be. */
  phoneE164: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** The prospect's wall clock now, e.g. "10:05 EST"; null without a known zone. */
  localTime: z.string().nullable(),
  status: z.string(),
  engagementGuide: z.string().nullable(),
  lastActivity: z.object({ at: z.number(), what: z.string() }).nullable(),
});

const callScriptAgentSchema = z.object({
  /** The published version the session started with; null: the built-in defaults. */
  version: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  instructions: z.string(),
  stages: z.array(z.enum(agentStages)),
  facts: z.array(z.object({ title: z.string(), body: z.string() })),
  neverClaim: z.array(z.string()),
});

export const sessionViewSchema = z.object({
  id: z.string(),
  source: z.enum(['selection', 'saved_filter', 'call_tasks']),
  provider: z.object({
    id: z.string(),
    label: z.string(),
    placesCalls: z.boolean(),
    /** Calls go out from the rep's browser (POST /api/dialer/voice-token and Twilio's Voice JS SDK). */
    browserCalls: z.boolean(),
  }),
  items: z.array(queueItemSchema),
  current: z
    .object({
      itemId: z.string(),
      prospect: prospectCardSchema,
      /** The sequence call task this call completes. */
      task: z.object({ id: z.string(), sequenceName: z.string() }).nullable(),
      script: z.object({
        opener: z.string(),
        /** The team's answers, then the knowledge base's objection answers (AI Training). */
        objections: z.array(
          z.object({ objection: z.string(), answer: z.string(), source: z.enum(['team', 'knowledge']) }),
        ),
        /** The call-script agent's version at work (issue 36): how to run the call and what never to claim. */
        agent: callScriptAgentSchema,
        /** The opener a configured language model wrote for this prospect, or why there is none (ADR 073). */
        modelOpener: modelOpenerSchema,
      }),
      /** The latest call to this prospect in this session (its carrier state), null before Call. */
      call: callSchema.nullable(),
    })
    .nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

function localTimeIn(timeZone: string | null, now: number): string | null {
  if (!timeZone) return null;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(now);
  return `${time} ${describeTimeZone(timeZone, now).abbrev}`;
}

async function lastActivityOf(db: Db, prospectId: string) {
  const call = await db
    .select({ at: calls.startedAt, disposition: calls.disposition })
    .from(calls)
    .where(eq(calls.prospectId, prospectId))
    .orderBy(desc(calls.startedAt))
    .limit(1)
    .get();
  const event = await db
    .select({ at: sequenceEvents.at, kind: sequenceEvents.kind, sequence: sequences.name })
    .from(sequenceEvents)
    .innerJoin(sequences, eq(sequences.id, sequenceEvents.sequenceId))
    .where(eq(sequenceEvents.prospectId, prospectId))
    .orderBy(desc(sequenceEvents.at))
    .limit(1)
    .get();
  const fromCall = call && { at: call.at.getTime(), what: `Call: ${call.disposition ?? 'no disposition'}` };
  const fromEvent = event && {
    at: event.at.getTime(),
    what: `${event.kind.replace(/_/g, ' ')} (${event.sequence})`,
  };
  if (fromCall && fromEvent) return fromCall.at >= fromEvent.at ? fromCall : fromEvent;
  return fromCall ?? fromEvent ?? null;
}

/** The session as its screen shows it: the queue, and the prospect on screen with card and script. */
export async function sessionView(
  db: Db,
  input: {
    ownerId: string;
    sessionId: string;
    provider: TelephonyProvider;
    now: number;
    /** The configured model writes the current prospect's opener (ADR 073); none: the view says so. */
    languageModel?: LanguageModel;
  },
): Promise<SessionView> {
  const session = await ownSession(db, input.ownerId, input.sessionId);
  const rows = await db
    .select({ item: dialerQueueItems, prospect: prospects, company: companies.name })
    .from(dialerQueueItems)
    .innerJoin(prospects, eq(prospects.id, dialerQueueItems.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(eq(dialerQueueItems.sessionId, session.id))
    .orderBy(asc(dialerQueueItems.position))
    .all();
  const current = rows.find((row) => row.item.status === 'current');
  return {
    id: session.id,
    source: session.source,
    provider: {
      id: input.provider.id,
      label: input.provider.label,
      placesCalls: input.provider.placesCalls,
      browserCalls: Boolean(input.provider.browserCalls),
    },
    items: rows.map(({ item, prospect, company }) => ({
      id: item.id,
      prospectId: item.prospectId,
      name: nameOf(prospect),
      company,
      status: item.status,
      skipReason: item.skipReason,
    })),
    current: current ? await currentOf(db, input, current) : null,
  };
}

type Row = {
  item: typeof dialerQueueItems.$inferSelect;
  prospect: typeof prospects.$inferSelect;
  company: string | null;
};

async function currentOf(
  db: Db,
  input: { ownerId: string; now: number; languageModel?: LanguageModel },
  { item, prospect, company }: Row,
) {
  const settings = await readDialerSettings(db, input.ownerId, input.now);
  const number = toE164(prospect.phone, { callingCode: settings.defaultCountryCode });
  const rep = await db.select({ name: users.name }).from(users).where(eq(users.id, input.ownerId)).get();
  const task = item.scheduledStepId
    ? await db
        .select({ id: scheduledSteps.id, sequenceName: sequences.name })
        .from(scheduledSteps)
        .innerJoin(sequences, eq(sequences.id, scheduledSteps.sequenceId))
        .where(eq(scheduledSteps.id, item.scheduledStepId))
        .get()
    : undefined;
  return {
    itemId: item.id,
    prospect: {
      id: prospect.id,
      name: nameOf(prospect),
      title: prospect.title,
      company,
      email: prospect.email,
      phone: prospect.phone,
      phoneE164: number.ok ? number.number : null,
      timeZone: prospect.timeZone,
      localTime: localTimeIn(prospect.timeZone, input.now),
      status: prospect.status,
      engagementGuide: prospect.engagementGuide,
      lastActivity: await lastActivityOf(db, prospect.id),
    },
    task: task ?? null,
    script: {
      ...(await scriptOf(db, {
        ownerId: input.ownerId,
        sessionId: item.sessionId,
        prospect,
        company,
        repName: rep?.name ?? '',
      })),
      modelOpener: await sessionCallOpener(db, input.languageModel, {
        sessionId: item.sessionId,
        queueItemId: item.id,
        now: input.now,
      }),
    },
    call: await sessionCallOf(db, item, rep?.name ?? ''),
  };
}

/** The team's script filled for the prospect, with the call-script agent's guidance beside it. */
async function scriptOf(
  db: Db,
  input: {
    ownerId: string;
    sessionId: string;
    prospect: Row['prospect'];
    company: string | null;
    repName: string;
  },
) {
  const { prospect, company } = input;
  const team = callScriptFor(await callScriptTemplate(db, await dialerScopeOf(db, input.ownerId)), {
    prospectFirstName: prospect.firstName,
    prospectLastName: prospect.lastName,
    title: prospect.title,
    company,
    repName: input.repName,
  });
  const { objectionAnswers, ...agent } = await sessionCallScriptGuidance(db, input.sessionId, {
    title: prospect.title,
    company,
  });
  const known = new Set(team.objections.map((entry) => entry.objection.trim().toLowerCase()));
  return {
    opener: team.opener,
    objections: [
      ...team.objections.map((entry) => ({ ...entry, source: 'team' as const })),
      ...objectionAnswers
        .filter((entry) => !known.has(entry.objection.trim().toLowerCase()))
        .map((entry) => ({ ...entry, source: 'knowledge' as const })),
    ],
    agent,
  };
}

async function sessionCallOf(db: Db, item: Row['item'], repName: string) {
  const row = await db
    .select()
    .from(calls)
    .where(and(eq(calls.sessionId, item.sessionId), eq(calls.prospectId, item.prospectId)))
    .orderBy(desc(calls.startedAt), desc(calls.id))
    .limit(1)
    .get();
  return row ? toCallView(row, repName) : null;
}
