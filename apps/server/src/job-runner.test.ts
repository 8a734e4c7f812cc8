import { createTestApp } from '@leadpath/api/testing';
import { outboxMessages } from '@leadpath/db';
import { describe, expect, it, vi } from 'vitest';
import { startJobRunner } from './job-runner.ts';

describe("the server's job runner", () => {
  it('runs the sequence tick: a due sequence email lands in the outbox within a tick', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'pro@northwind.test', name: 'Priya Pro', role: 'Pro' });
    const now = t.clock.now;
    await t.db.$sql.run(
      `INSERT INTO outreach_settings (user_id, start_time, end_time, timezone, excluded_days, excluded_dates,
           use_prospect_time_zone, daily_cap, min_gap_seconds, jitter_seconds, warmup_enabled, warmup_start_limit,
           warmup_increase_by, warmup_period, updated_at)
         VALUES (?, '00:00', '23:59', '{"value":"UTC","label":"UTC","offset":0,"abbrev":"UTC","altName":"UTC"}',
           '[]', '[]', 1, 50, 0, 0, 0, 10, 5, 14, ?)`,
      [user.id, now],
    );
    await t.db.$sql.run(
      `INSERT INTO sequences (id, owner_id, name, status, created_at, updated_at) VALUES ('s1', ?, 'S', 'active', ?, ?)`,
      [user.id, now, now],
    );
    await t.db.$sql.run(
      `INSERT INTO sequence_steps (id, sequence_id, position, kind) VALUES ('st1', 's1', 0, 'auto_email')`,
    );
    await t.db.$sql.run(
      `INSERT INTO sequence_step_variants (id, step_id, label, subject, body) VALUES ('v1', 'st1', 'A', 'Hi {{prospect_first_name}}', 'From {{my_name}}')`,
    );
    await t.db.$sql.run(
      `INSERT INTO prospects (id, owner_id, first_name, email, created_at, updated_at) VALUES ('p1', ?, 'Ada', 'ada@acme.test', ?, ?)`,
      [user.id, now, now],
    );
    await t.db.$sql.run(
      `INSERT INTO sequence_enrollments (id, owner_id, sequence_id, prospect_id, time_zone, enrolled_at, updated_at)
         VALUES ('e1', ?, 's1', 'p1', 'UTC', ?, ?)`,
      [user.id, now, now],
    );
    await t.db.$sql.run(
      `INSERT INTO scheduled_steps (id, owner_id, sequence_id, enrollment_id, prospect_id, step_id, variant_id, idempotency_key, status, due_at, created_at)
         VALUES ('r1', ?, 's1', 'e1', 'p1', 'st1', 'v1', 'e1:st1', 'scheduled', ?, ?)`,
      [user.id, now, now],
    );

    vi.spyOn(console, 'info').mockImplementation(() => {});
    const runner = startJobRunner(t.deps);
    try {
      await vi.waitFor(async () => expect(await t.db.select().from(outboxMessages).all()).toHaveLength(1), {
        timeout: 10_000,
      });
    } finally {
      await runner.stop();
    }
    expect(await t.db.select().from(outboxMessages).get()).toMatchObject({
      to: ['ada@acme.test'],
      subject: 'Hi Ada',
      // The body, then the visible unsubscribe line every sequence email carries.
      text: expect.stringMatching(
        /^From Priya Pro\n\nNot interested\? Unsubscribe here: http:\/\/localhost\/api\/unsubscribe\//,
      ),
    });
  });
});
