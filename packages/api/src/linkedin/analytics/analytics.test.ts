import { randomUUID } from 'node:crypto';
import { type SequenceEventKind, sequenceEnrollments, sequenceEvents } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../../testing/api-keys.ts';
import { json, signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

const newSequence = { name: 'Founders', connectNote: 'Hi', message: 'Thanks for connecting' };

/** A LinkedIn sequence with four enrolled prospects, then LinkedIn events on three days (UTC). */
async function setup() {
  const t = createTestApp();
  const { user, cookie } = await signedIn(t);
  const upload = async (name: string, slugs: string[], as = cookie) => {
    const res = await t.request('/api/linkedin/sequences/upload', {
      method: 'POST',
      cookie: as,
      json: {
        rows: slugs.map((slug) => ({ url: `linkedin.com/in/${slug}` })),
        newSequence: { ...newSequence, name },
      },
    });
    expect(res.status).toBe(200);
    return (await json<{ result: { sequenceId: string } }>(res)).result.sequenceId;
  };
  const sequenceId = await upload('Founders', [
    'ada-lovelace',
    'alan-turing',
    'grace-hopper',
    'edsger-dijkstra',
  ]);
  t.clock.now += 60_000;
  const quiet = await upload('Quiet', ['barbara-liskov']);
  const enrollments = await t.db
    .select()
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.sequenceId, sequenceId))
    .all();
  const event = async (
    index: number,
    kind: SequenceEventKind,
    at: string,
    seq = sequenceId,
    list = enrollments,
  ) => {
    const enrollment = list[index]!;
    await t.db
      .insert(sequenceEvents)
      .values({
        id: randomUUID(),
        ownerId: enrollment.ownerId,
        sequenceId: seq,
        enrollmentId: enrollment.id,
        prospectId: enrollment.prospectId,
        kind,
        at: new Date(at),
      })
      .run();
  };
  for (const i of [0, 1, 2]) {
    await event(i, 'linkedin_visit', '2026-11-21T10:00:00Z');
    await event(i, 'invitation_sent', '2026-11-21T10:05:00Z');
  }
  for (const i of [0, 1]) {
    await event(i, 'invitation_accepted', '2026-11-22T08:00:00Z');
    await event(i, 'linkedin_message_sent', '2026-11-22T09:00:00Z');
  }
  await event(0, 'linkedin_reply', '2026-11-23T09:30:00Z');
  await event(3, 'linkedin_visit', '2026-11-23T10:00:00Z');
  await event(3, 'invitation_sent', '2026-11-23T10:01:00Z');
  // Before the range, and an email event: neither counts.
  await event(3, 'linkedin_visit', '2026-10-01T10:00:00Z');
  await event(3, 'sent', '2026-11-23T10:02:00Z');
  return { ...t, user, cookie, sequenceId, quiet, upload };
}

async function insertEvent(
  t: ReturnType<typeof createTestApp>,
  enrollment: typeof sequenceEnrollments.$inferSelect,
  kind: SequenceEventKind,
  at: string,
) {
  await t.db
    .insert(sequenceEvents)
    .values({
      id: randomUUID(),
      ownerId: enrollment.ownerId,
      sequenceId: enrollment.sequenceId,
      enrollmentId: enrollment.id,
      prospectId: enrollment.prospectId,
      kind,
      at: new Date(at),
    })
    .run();
}

const zero = {
  visits: 0,
  invitations: 0,
  accepted: 0,
  acceptanceRate: null,
  messages: 0,
  replies: 0,
  replyRate: null,
};

describe('GET /api/linkedin/analytics', () => {
  it('counts per day and per sequence from the LinkedIn events, with cohort rates and today against its limit', async () => {
    const t = await setup();
    // Another user's events never count.
    const other = await t.createUser({ email: 'other@example.com', name: 'Otto', role: 'Pro' });
    const otherCookie = await t.signIn('other@example.com');
    await t.upload('Theirs', ['someone-else'], otherCookie);
    expect(other.id).toBeTruthy();

    const res = await t.request('/api/linkedin/analytics?from=2026-11-20&to=2026-11-23', {
      cookie: t.cookie,
    });
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body).toMatchObject({
      timeZone: 'UTC',
      from: '2026-11-20',
      to: '2026-11-23',
      today: { date: '2026-11-23', limit: 100, used: 2, warmupDay: null },
      totals: {
        visits: 4,
        invitations: 4,
        accepted: 2,
        acceptanceRate: 0.5,
        messages: 2,
        replies: 1,
        // Of the four prospects written to (invitations and messages), one replied.
        replyRate: 0.25,
      },
    });
    expect(body.days).toEqual([
      { date: '2026-11-20', ...zero },
      { date: '2026-11-21', ...zero, visits: 3, invitations: 3, acceptanceRate: 2 / 3, replyRate: 1 / 3 },
      { date: '2026-11-22', ...zero, accepted: 2, messages: 2, replyRate: 0.5 },
      { date: '2026-11-23', ...zero, visits: 1, invitations: 1, acceptanceRate: 0, replies: 1, replyRate: 0 },
    ]);
    expect(body.sequences).toEqual([
      {
        sequenceId: t.sequenceId,
        name: 'Founders',
        visits: 4,
        invitations: 4,
        accepted: 2,
        acceptanceRate: 0.5,
        messages: 2,
        replies: 1,
        replyRate: 0.25,
      },
      { sequenceId: t.quiet, name: 'Quiet', ...zero },
    ]);
  });

  it('defaults to the last 30 days, or the last N; one sequence; the warmup ramp gives today its limit', async () => {
    const t = await setup();
    const body = await json<{ from: string; to: string; days: unknown[]; sequences: unknown[] }>(
      await t.request(`/api/linkedin/analytics?sequenceId=${t.quiet}`, { cookie: t.cookie }),
    );
    expect(body).toMatchObject({ from: '2026-10-25', to: '2026-11-23' });
    expect(body.days).toHaveLength(30);
    expect(body.sequences).toEqual([{ sequenceId: t.quiet, name: 'Quiet', ...zero }]);
    const week = await json<{ from: string; to: string }>(
      await t.request('/api/linkedin/analytics?days=7', { cookie: t.cookie }),
    );
    expect(week).toMatchObject({ from: '2026-11-17', to: '2026-11-23' });
    const bad = await t.request('/api/linkedin/analytics?days=0', { cookie: t.cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Days must be a whole number from 1 to 366');
    await t.request('/api/linkedin/integration', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { warmupEnabled: true, startEndLimit: { low: 5, high: 40 } },
    });
    const warm = await json<{ today: unknown }>(
      await t.request('/api/linkedin/analytics', { cookie: t.cookie }),
    );
    expect(warm.today).toMatchObject({ limit: 5, warmupDay: 1 });
  });

  it('counts replies to connection notes in the reply rate, and lists no email-only sequence', async () => {
    const t = await setup();
    t.clock.now += 60_000;
    const notes = await t.upload('Notes only', ['a-one', 'b-two', 'c-three', 'd-four', 'e-five']);
    const list = await t.db
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.sequenceId, notes))
      .all();
    // Five invitations with a note, four replies to them, no message step reached.
    for (const i of [0, 1, 2, 3, 4])
      await insertEvent(t, list[i]!, 'invitation_sent', '2026-11-22T10:00:00Z');
    for (const i of [0, 1, 2, 3]) await insertEvent(t, list[i]!, 'linkedin_reply', '2026-11-23T08:00:00Z');
    const emailOnly = await t.request('/api/sequences', {
      method: 'POST',
      cookie: t.cookie,
      json: {
        name: 'Email only',
        steps: [{ kind: 'auto_email', variants: [{ subject: 'Hi', body: 'Hello' }] }],
      },
    });
    expect(emailOnly.status).toBe(200);
    const body = await json<{ sequences: { name: string; replies: number; replyRate: number | null }[] }>(
      await t.request('/api/linkedin/analytics?from=2026-11-20&to=2026-11-23', { cookie: t.cookie }),
    );
    expect(body.sequences.map((sequence) => sequence.name)).toEqual(['Founders', 'Quiet', 'Notes only']);
    expect(body.sequences.at(-1)).toMatchObject({ replies: 4, replyRate: 0.8 });
  });

  it('refuses bad dates with a clear message', async () => {
    const t = await setup();
    const res = await t.request('/api/linkedin/analytics?from=2026-11-23&to=2026-11-01', {
      cookie: t.cookie,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(
      'The first day must not be after the last, at most 366 days apart',
    );
    const bad = await t.request('/api/linkedin/analytics?from=yesterday', { cookie: t.cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Dates are YYYY-MM-DD');
  });

  it('downloads the same numbers as CSV', async () => {
    const t = await setup();
    const res = await t.request('/api/linkedin/analytics.csv?from=2026-11-21&to=2026-11-23', {
      cookie: t.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Row,Date,Sequence,Profile visits,Invitations sent,Accepted,Acceptance rate,Messages,Replies,Reply rate',
    );
    expect(lines).toContain('day,2026-11-21,,3,3,0,66.7%,0,0,33.3%');
    expect(lines).toContain('sequence,2026-11-21..2026-11-23,Founders,4,4,2,50.0%,2,1,25.0%');
    expect(lines.at(-1)).toBe('total,2026-11-21..2026-11-23,,4,4,2,50.0%,2,1,25.0%');
  });

  it('takes an API key with linkedin:read; refuses one without it, and a Free user past the trial', async () => {
    const t = await setup();
    const reader = await userWithKey(t, 'pro@example.com', { permissions: ['linkedin:read'] });
    expect((await t.request('/api/linkedin/analytics', { headers: bearer(reader.key) })).status).toBe(200);
    expect((await t.request('/api/linkedin/analytics.csv', { headers: bearer(reader.key) })).status).toBe(
      200,
    );
    const uploader = await userWithKey(t, 'pro@example.com', { permissions: ['linkedin:upload'] });
    expect((await t.request('/api/linkedin/analytics', { headers: bearer(uploader.key) })).status).toBe(403);
    expect((await t.request('/api/linkedin/analytics')).status).toBe(401);
    await t.createUser({
      email: 'expired@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now - 86_400_000),
    });
    const expired = await t.signIn('expired@example.com');
    expect((await t.request('/api/linkedin/analytics', { cookie: expired })).status).toBe(403);
  });
});
