/** A sequence engine on a fresh database with a driven clock: one sender, sequences, prospects, ticks. */
import { randomUUID } from 'node:crypto';
import {
  type AppDatabase,
  calendarSettings,
  companies,
  emailSignatures,
  insertionOrder,
  outboxMessages,
  prospects,
  type SequenceStatus,
  type SequenceStepKind,
  scheduledSteps,
  sequenceEnrollments,
  sequenceEvents,
  sequenceSteps,
  sequenceStepVariants,
  sequences,
  type UserRow,
} from '@leadpath/db';
import { createTestDatabase, insertUser } from '@leadpath/db/testing';
import type { Mailer } from '@leadpath/integrations';
import { asc, eq } from 'drizzle-orm';
import { createOutboxMailer } from '../../../mailboxes/outbox-mailer.ts';
import { enrollProspects } from '../enroll.ts';
import { type OutreachSettingsPatch, writeOutreachSettings } from '../outreach-settings.ts';
import { runSequenceTick, type SequenceTickOptions } from '../tick.ts';

export interface StepSpec {
  kind?: SequenceStepKind;
  delayDays?: number;
  businessDays?: boolean;
  sameThread?: boolean;
  body?: string;
  variants?: { label?: string; subject: string; body: string }[];
}

/** Monday 23 November 2026, 12:00 UTC. */
export const MONDAY_NOON_UTC = Date.UTC(2026, 10, 23, 12, 0, 0);
export const PUBLIC_URL = 'https://app.example.com';
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Every day, all day: sends go at once. */
export const ALWAYS: OutreachSettingsPatch = {
  startTime: '00:00',
  endTime: '23:59',
  excludedDays: [],
  minGapSeconds: 0,
  jitterSeconds: 0,
  dailyCap: 1000,
};

export async function createEngine(
  options: { db?: AppDatabase; start?: number; timeZone?: string; user?: UserRow } = {},
) {
  const db = options.db ?? createTestDatabase();
  const clock = { now: options.start ?? MONDAY_NOON_UTC };
  const now = () => clock.now;
  const user =
    options.user ??
    (await insertUser(
      db,
      {
        email: `sender-${randomUUID().slice(0, 6)}@northwind.test`,
        passwordHash: 'x',
        name: 'Sam Sender',
        companyName: 'Northwind',
        role: 'Pro',
        timeZone: options.timeZone ?? 'UTC',
      },
      clock.now,
    ));
  const mailer = createOutboxMailer(db, now);

  async function settings(patch: OutreachSettingsPatch) {
    return writeOutreachSettings(db, user.id, patch, clock.now);
  }

  async function createSequence(
    steps: StepSpec[],
    extra: { status?: SequenceStatus; stopForCompany?: boolean } = {},
  ) {
    const id = randomUUID();
    await db
      .insert(sequences)
      .values({
        id,
        ownerId: user.id,
        name: `Sequence ${id.slice(0, 4)}`,
        status: extra.status ?? 'active',
        stopForCompany: extra.stopForCompany ?? false,
        createdAt: new Date(clock.now),
        updatedAt: new Date(clock.now),
      })
      .run();
    const stepIds: string[] = [];
    for (const [position, spec] of steps.entries()) {
      const stepId = randomUUID();
      stepIds.push(stepId);
      const kind = spec.kind ?? 'auto_email';
      await db
        .insert(sequenceSteps)
        .values({
          id: stepId,
          sequenceId: id,
          position,
          kind,
          delayDays: spec.delayDays ?? 0,
          businessDays: spec.businessDays ?? false,
          sameThread: spec.sameThread ?? false,
          body: spec.body ?? '',
        })
        .run();
      const variants =
        spec.variants ??
        (kind === 'auto_email' || kind === 'manual_email'
          ? [
              {
                subject: `Step ${position + 1} for {{prospect_first_name}}`,
                body: 'Hello {{prospect_first_name}}',
              },
            ]
          : []);
      for (const [index, variant] of variants.entries()) {
        await db
          .insert(sequenceStepVariants)
          .values({
            id: randomUUID(),
            stepId,
            label: variant.label ?? 'ABCDE'[index] ?? 'A',
            subject: variant.subject,
            body: variant.body,
          })
          .run();
      }
    }
    return { id, stepIds };
  }

  async function addProspect(
    fields: {
      firstName?: string;
      lastName?: string;
      email?: string;
      title?: string;
      timeZone?: string | null;
      company?: string;
    } = {},
  ) {
    const id = randomUUID();
    let companyId: string | null = null;
    if (fields.company) {
      companyId = randomUUID();
      await db
        .insert(companies)
        .values({
          id: companyId,
          ownerId: user.id,
          name: fields.company,
          createdAt: new Date(clock.now),
          updatedAt: new Date(clock.now),
        })
        .run();
    }
    await db
      .insert(prospects)
      .values({
        id,
        ownerId: user.id,
        companyId,
        firstName: fields.firstName ?? 'Pat',
        lastName: fields.lastName ?? 'Prospect',
        title: fields.title ?? 'CTO',
        email: fields.email ?? `pat-${id.slice(0, 6)}@acme.test`,
        timeZone: fields.timeZone ?? null,
        createdAt: new Date(clock.now),
        updatedAt: new Date(clock.now),
      })
      .run();
    return id;
  }

  function enroll(sequenceId: string, prospectIds: string[], allowOtherActive = false) {
    return enrollProspects(db, {
      ownerId: user.id,
      sequenceId,
      prospectIds,
      allowOtherActive,
      now: clock.now,
    });
  }

  function tick(overrides: Partial<SequenceTickOptions> = {}) {
    return runSequenceTick({
      db,
      mailer: overrides.mailer ?? mailer,
      now,
      owner: 'test-runner',
      random: () => 0,
      publicUrl: PUBLIC_URL,
      ...overrides,
    });
  }

  /** Ticks every `step` ms of app time until `until`, as the runner does each second. */
  async function runUntil(until: number, step = MINUTE, overrides: Partial<SequenceTickOptions> = {}) {
    while (clock.now < until) {
      await tick(overrides);
      clock.now = Math.min(until, clock.now + step);
    }
    await tick(overrides);
  }

  const outbox = () =>
    db
      .select()
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.createdAt), asc(insertionOrder(db, outboxMessages, outboxMessages.id)))
      .all();
  const rowsOf = (prospectId: string) =>
    db
      .select()
      .from(scheduledSteps)
      .where(eq(scheduledSteps.prospectId, prospectId))
      .orderBy(asc(scheduledSteps.createdAt))
      .all();
  const enrollmentOf = async (sequenceId: string, prospectId: string) =>
    (await db.select().from(sequenceEnrollments).all()).find(
      (row) => row.sequenceId === sequenceId && row.prospectId === prospectId,
    );
  const eventsOf = (prospectId: string) =>
    db
      .select()
      .from(sequenceEvents)
      .where(eq(sequenceEvents.prospectId, prospectId))
      .orderBy(asc(sequenceEvents.at))
      .all();

  async function signature(text: string, imageUrl = '') {
    await db
      .insert(emailSignatures)
      .values({ userId: user.id, text, imageUrl, updatedAt: new Date(clock.now) })
      .run();
  }

  async function bookingPage(handle: string) {
    await db
      .insert(calendarSettings)
      .values({
        userId: user.id,
        bookingHandle: handle,
        calendarOn: true,
        startTime: '09:00',
        endTime: '17:00',
        timezone: { value: 'UTC', label: 'UTC', offset: 0, abbrev: 'UTC', altName: 'UTC' },
        excludedMeetingDays: [0, 6],
        calendarIntegrationSelected: null,
        meetingLocation: 'Zoom',
        meetingTitle: 'Intro',
        meetingDuration: 30,
        eventDescription: '',
        conferenceLink: { location: '', description: '' },
        updatedAt: new Date(clock.now),
      })
      .run();
  }

  /** The visible unsubscribe line the tick appends without secrets (the default wording, a mailto). */
  const unsubscribeLine = () =>
    `\n\nNot interested? Unsubscribe here: mailto:${user.email}?subject=unsubscribe`;

  return {
    unsubscribeLine,
    db,
    clock,
    now,
    user,
    mailer: mailer as Mailer,
    settings,
    createSequence,
    addProspect,
    enroll,
    tick,
    runUntil,
    outbox,
    rowsOf,
    enrollmentOf,
    eventsOf,
    signature,
    bookingPage,
  };
}
