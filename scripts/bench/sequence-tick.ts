// The sequence engine's tick as the schedule grows (ADR 026): its cost must stay flat from 10,000 to
// 1,000,000 scheduled_steps rows (mostly sent or due later, a few due), thanks to the (status, due_at)
// index; and how many sends a second it makes at uncapped settings (no gap, no cap, always open).
// Part of `pnpm bench`; alone: node --import tsx scripts/bench/sequence-tick.ts   (prints the section)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createOutboxMailer } from '../../packages/api/src/mailboxes/outbox-mailer.ts';
import { writeOutreachSettings } from '../../packages/api/src/sequences/engine/outreach-settings.ts';
import { runSequenceTick } from '../../packages/api/src/sequences/engine/tick.ts';
import { migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';

export interface SequenceTickTiming {
  rows: number;
  /** A tick that finds nothing due. */
  idleMedianUs: number;
  /** A tick of one batch of due automatic emails: each rendered, sent to the outbox, recorded, next step scheduled. */
  batchMedianUs: number;
  batchP99Us: number;
  sendsPerSecond: number;
  plan: string;
}

const BATCH = 20;
const SAMPLES = 50;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 86_400_000;
const SEED_CHUNK = 50_000;

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

export async function measureSequenceTick(
  sizes = [10_000, 100_000, 1_000_000],
): Promise<SequenceTickTiming[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lp-bench-sequences-'));
  const db = openDatabase(join(dir, 'sequences.db'));
  await migrateDatabase(db);
  const sqlite = db.$client;
  const userId = randomUUID();
  const sequenceId = randomUUID();
  const stepIds = [randomUUID(), randomUUID()];
  sqlite
    .prepare(
      `INSERT INTO users (id, email, password_hash, name, company_name, role, tier, created_at, updated_at)
       VALUES (?, 'bench@northwind.test', 'x', 'Bench Sender', 'Northwind', 'Pro', 'Pro', ?, ?)`,
    )
    .run(userId, NOW, NOW);
  sqlite
    .prepare(
      `INSERT INTO sequences (id, owner_id, name, status, stop_for_company, created_at, updated_at)
       VALUES (?, ?, 'Bench', 'active', 0, ?, ?)`,
    )
    .run(sequenceId, userId, NOW, NOW);
  stepIds.forEach((stepId, position) => {
    sqlite
      .prepare(
        `INSERT INTO sequence_steps (id, sequence_id, position, kind, delay_days, business_days, same_thread, body)
         VALUES (?, ?, ?, 'auto_email', ?, 0, 0, '')`,
      )
      .run(stepId, sequenceId, position, position === 0 ? 0 : 3);
    sqlite
      .prepare(
        `INSERT INTO sequence_step_variants (id, step_id, label, subject, body)
         VALUES (?, ?, 'A', 'Idea for {{prospect_first_name}}', 'Hi {{prospect_first_name}}, {{my_name}} from {{my_company_name}} here.')`,
      )
      .run(randomUUID(), stepId);
  });
  // Uncapped: always open, no gap, no daily cap to speak of.
  await writeOutreachSettings(
    db,
    userId,
    {
      startTime: '00:00',
      endTime: '23:59',
      excludedDays: [],
      minGapSeconds: 0,
      jitterSeconds: 0,
      dailyCap: 1_000_000,
    },
    NOW,
  );

  const insertProspect = sqlite.prepare(
    `INSERT INTO prospects (id, owner_id, first_name, last_name, email, status, created_at, updated_at)
     VALUES (?, ?, ?, 'Bench', ?, 'new', ?, ?)`,
  );
  const insertEnrollment = sqlite.prepare(
    `INSERT INTO sequence_enrollments (id, owner_id, sequence_id, prospect_id, status, time_zone, variant_slot, enrolled_at, updated_at)
     VALUES (?, ?, ?, ?, 'active', 'UTC', 0, ?, ?)`,
  );
  const insertRow = sqlite.prepare(
    `INSERT INTO scheduled_steps (id, owner_id, sequence_id, enrollment_id, prospect_id, step_id, idempotency_key,
       status, due_at, attempts, done_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const addEnrollment = () => {
    const prospectId = randomUUID();
    const enrollmentId = randomUUID();
    insertProspect.run(prospectId, userId, `P${prospectId.slice(0, 4)}`, `${prospectId}@acme.test`, NOW, NOW);
    insertEnrollment.run(enrollmentId, userId, sequenceId, prospectId, NOW, NOW);
    return { prospectId, enrollmentId };
  };
  // The background: rows of one filler enrollment, 70% sent in the past weeks, 30% due in the coming weeks.
  const filler = sqlite.transaction(() => addEnrollment())();
  let seeded = 0;
  const seed = sqlite.transaction((count: number) => {
    for (let i = 0; i < count; i++, seeded++) {
      const sent = seeded % 10 < 7;
      const offset = ((seeded * 7919) % (28 * 24)) * 3_600_000 + 60_000;
      const at = sent ? NOW - DAY - offset : NOW + offset;
      insertRow.run(
        `bg-${seeded}`,
        userId,
        sequenceId,
        filler.enrollmentId,
        filler.prospectId,
        stepIds[0],
        `bg-key-${seeded}`,
        sent ? 'sent' : 'scheduled',
        at,
        sent ? at : null,
        NOW - 30 * DAY,
      );
    }
  });
  // The due rows a measured tick works: first steps of fresh enrollments, due a minute ago.
  const addDue = sqlite.transaction((count: number) => {
    for (let i = 0; i < count; i++) {
      const { prospectId, enrollmentId } = addEnrollment();
      insertRow.run(
        randomUUID(),
        userId,
        sequenceId,
        enrollmentId,
        prospectId,
        stepIds[0],
        `${enrollmentId}:${stepIds[0]}`,
        'scheduled',
        NOW - 60_000,
        null,
        NOW,
      );
    }
  });

  const now = () => NOW;
  const mailer = createOutboxMailer(db, now);
  const tick = () =>
    runSequenceTick({ db, mailer, now, owner: 'bench', random: () => 0, batchSize: BATCH, maxRows: BATCH });
  const timings: SequenceTickTiming[] = [];
  try {
    for (const size of sizes) {
      while (seeded < size) seed(Math.min(SEED_CHUNK, size - seeded));
      sqlite.pragma('optimize');
      const idle: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = process.hrtime.bigint();
        await tick();
        idle.push(Number(process.hrtime.bigint() - started) / 1000);
      }
      addDue(BATCH * SAMPLES);
      const batches: number[] = [];
      let sent = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const started = process.hrtime.bigint();
        sent += (await tick()).sent;
        batches.push(Number(process.hrtime.bigint() - started) / 1000);
      }
      if (sent !== BATCH * SAMPLES) throw new Error(`expected ${BATCH * SAMPLES} sends, made ${sent}`);
      const totalSeconds = batches.reduce((sum, us) => sum + us, 0) / 1e6;
      idle.sort((a, b) => a - b);
      batches.sort((a, b) => a - b);
      const plan = (
        sqlite
          .prepare(
            `EXPLAIN QUERY PLAN SELECT * FROM scheduled_steps WHERE status = 'scheduled' AND due_at <= ? ORDER BY due_at LIMIT ${BATCH}`,
          )
          .all(NOW) as { detail: string }[]
      )
        .map((row) => row.detail)
        .join('; ');
      timings.push({
        rows: size,
        idleMedianUs: percentile(idle, 0.5),
        batchMedianUs: percentile(batches, 0.5),
        batchP99Us: percentile(batches, 0.99),
        sendsPerSecond: Math.round(sent / totalSeconds),
        plan,
      });
    }
    return timings;
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function sequenceTickSection(timings: SequenceTickTiming[]): string[] {
  return [
    '## Sequence engine: the tick as the schedule grows (issue 19, ADR 026)',
    '',
    'Each row: scheduled_steps filled to that size (70% sent in the past weeks, 30% due in the coming weeks), then',
    `the median of ${SAMPLES} ticks finding nothing due, and the median and p99 of ${SAMPLES} ticks of one batch of ${BATCH} due`,
    'automatic emails (intent, placeholders, send to the local outbox, mark sent with its event and the next step).',
    'Sends a second: those batches back to back at uncapped settings (window always open, no gap, no daily cap).',
    'Target: flat as the table grows.',
    '',
    '| rows in scheduled_steps | idle tick median µs | tick of one batch, median µs | p99 µs | sends per second | plan of the due-rows lookup |',
    '|---|---|---|---|---|---|',
    ...timings.map(
      (t) =>
        `| ${t.rows.toLocaleString('en')} | ${t.idleMedianUs} | ${t.batchMedianUs} | ${t.batchP99Us} | ${t.sendsPerSecond} | ${t.plan} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${sequenceTickSection(await measureSequenceTick()).join('\n')}\n`);
}
