/** Stop rules (issue 19): a reply, bounce, unsubscribe or booked meeting finishes the prospect's enrollments. */

import type { WebhookEventType } from '@leadpath/core/schemas/webhooks';
import {
  type AppDatabase,
  type EnrollmentFinishReason,
  type ProspectRow,
  prospects,
  type SequenceEnrollmentRow,
  scheduledSteps,
  sequenceEnrollments,
  sequences,
  suppressedAddresses,
} from '@leadpath/db';
import { and, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { finishEnrollment, insertEvent } from './engine-rows.ts';
import { RUNNING_ENROLLMENT_STATUSES, runningEnrollmentsOf } from './running-enrollments.ts';

export type ProspectSignalKind = 'replied' | 'bounced' | 'unsubscribed' | 'meeting';

export interface ProspectSignal {
  ownerId: string;
  /** The prospect, or (a booking, an inbound mail) its email address; both may be given. */
  prospectId?: string;
  email?: string;
  kind: ProspectSignalKind;
  now: number;
}

export interface ProspectSignalResult {
  /** The owner's prospects the signal was about. */
  prospectIds: string[];
  /** Enrollments finished: the prospects' own and, with stopForCompany, their colleagues'. */
  finished: number;
}

const webhookTypeOf: Record<ProspectSignalKind, WebhookEventType> = {
  replied: 'reply.received',
  bounced: 'email.bounced',
  unsubscribed: 'prospect.unsubscribed',
  meeting: 'meeting.booked',
};

/** Shared mail services: the same domain there says nothing about working at the same company. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.ru',
]);

export const companyDomainOf = (email: string): string | null => {
  const domain = email.trim().toLowerCase().split('@')[1];
  return domain && !FREE_MAIL_DOMAINS.has(domain) ? domain : null;
};

/**
 * Records a stop signal in one transaction: the prospect's active and paused enrollments finish
 * with the signal as reason (their scheduled rows canceled), and when a sequence stops for the
 * company, so do the enrollments in it of prospects at the same email domain ('company_stopped').
 * replied → prospect status 'replied', meeting → 'meeting'; bounced and unsubscribed addresses are
 * suppressed for the owner. Events and webhooks are written. A signal about no known prospect still
 * suppresses the address (an unsubscribe from an address the user deleted).
 */
export async function recordProspectSignal(
  db: AppDatabase,
  signal: ProspectSignal,
): Promise<ProspectSignalResult> {
  const { ownerId, kind, now } = signal;
  const email = signal.email?.trim().toLowerCase();
  return db.transaction(
    async (tx) => {
      const matches = await prospectsSignalled(tx, ownerId, signal.prospectId, email);
      if (kind === 'bounced' || kind === 'unsubscribed') {
        const addresses = new Set(
          [email, ...matches.map((row) => row.email.trim().toLowerCase())].filter(Boolean),
        );
        for (const address of addresses)
          await tx
            .insert(suppressedAddresses)
            .values({ ownerId, email: address as string, reason: kind, createdAt: new Date(now) })
            .onConflictDoNothing()
            .run();
      }
      let finished = 0;
      for (const prospect of matches) finished += await stopProspect(tx, prospect, signal);
      if (matches.length === 0 && email)
        await emitWebhookEvent(tx, {
          ownerId,
          type: webhookTypeOf[kind],
          data: { prospectId: null, email },
          now,
        });
      return { prospectIds: matches.map((row) => row.id), finished };
    },
    { behavior: 'immediate' },
  );
}

/** The owner's prospects a signal is about: the one named, and every one at its email address. */
async function prospectsSignalled(
  tx: Tx,
  ownerId: string,
  prospectId: string | undefined,
  email: string | undefined,
): Promise<ProspectRow[]> {
  const matches: ProspectRow[] = [];
  if (prospectId) {
    const row = await tx
      .select()
      .from(prospects)
      .where(and(eq(prospects.id, prospectId), eq(prospects.ownerId, ownerId)))
      .get();
    if (row) matches.push(row);
  }
  if (email) {
    for (const row of await tx
      .select()
      .from(prospects)
      .where(and(eq(prospects.ownerId, ownerId), sql`lower(${prospects.email}) = ${email}`))
      .all())
      if (!matches.some((known) => known.id === row.id)) matches.push(row);
  }
  return matches;
}

/**
 * One prospect's part of a signal: its status, its running enrollments finished (each with an event
 * crediting the step last sent, and its company's when the sequence says so), and the webhook.
 */
async function stopProspect(tx: Tx, prospect: ProspectRow, signal: ProspectSignal): Promise<number> {
  const { ownerId, kind, now } = signal;
  const status = kind === 'replied' ? 'replied' : kind === 'meeting' ? 'meeting' : null;
  if (status)
    await tx
      .update(prospects)
      .set({ status, updatedAt: new Date(now) })
      .where(eq(prospects.id, prospect.id))
      .run();
  const enrollments = await runningEnrollmentsOf(tx, prospect.id);
  let finished = 0;
  for (const enrollment of enrollments) {
    // Results credit a reply, bounce or unsubscribe to the step and variant last sent to them.
    const lastSent = await tx
      .select({ stepId: scheduledSteps.stepId, variantId: scheduledSteps.variantId })
      .from(scheduledSteps)
      .where(and(eq(scheduledSteps.enrollmentId, enrollment.id), eq(scheduledSteps.status, 'sent')))
      .orderBy(desc(scheduledSteps.doneAt))
      .limit(1)
      .get();
    await insertEvent(tx, {
      ...enrollment,
      enrollmentId: enrollment.id,
      stepId: lastSent?.stepId ?? null,
      variantId: lastSent?.variantId ?? null,
      kind,
      at: now,
    });
    if (await finishEnrollment(tx, enrollment, kind as EnrollmentFinishReason, now)) finished += 1;
    finished += await stopCompany(tx, enrollment, prospect, now);
  }
  await emitWebhookEvent(tx, {
    ownerId,
    type: webhookTypeOf[kind],
    data: {
      prospectId: prospect.id,
      email: prospect.email,
      sequenceIds: enrollments.map((enrollment) => enrollment.sequenceId),
    },
    now,
  });
  return finished;
}

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** With stopForCompany: finishes the sequence's other enrollments at the prospect's email domain. */
async function stopCompany(
  tx: Tx,
  enrollment: SequenceEnrollmentRow,
  prospect: ProspectRow,
  now: number,
): Promise<number> {
  const sequence = await tx
    .select({ stopForCompany: sequences.stopForCompany })
    .from(sequences)
    .where(eq(sequences.id, enrollment.sequenceId))
    .get();
  const domain = companyDomainOf(prospect.email);
  if (!sequence?.stopForCompany || !domain) return 0;
  const colleagues = await tx
    .select({ enrollment: sequenceEnrollments })
    .from(sequenceEnrollments)
    .innerJoin(prospects, eq(prospects.id, sequenceEnrollments.prospectId))
    .where(
      and(
        eq(sequenceEnrollments.sequenceId, enrollment.sequenceId),
        inArray(sequenceEnrollments.status, [...RUNNING_ENROLLMENT_STATUSES]),
        ne(sequenceEnrollments.prospectId, prospect.id),
        like(sql`lower(${prospects.email})`, `%@${domain}`),
      ),
    )
    .all();
  let finished = 0;
  for (const { enrollment: colleague } of colleagues)
    if (await finishEnrollment(tx, colleague, 'company_stopped', now)) finished += 1;
  return finished;
}
