// Issue 30's write rows for scripts/bench/read-pool.ts: each heavy write as one repeatable call over
// HTTP (the real server), so the bench can loop it against the cheap GET as it loops the heavy reads.
// The bench reads the database file on the side (read-only) for ids; it runs them on a copy of the
// seeded database, so what they write does not carry into the next run.
import Database from 'better-sqlite3';
import { writeOutreachSettings } from '../../packages/api/src/sequences/engine/outreach-settings.ts';
import { openDatabase } from '../../packages/db/src/index.ts';

export interface HeavyOperation {
  name: string;
  /** Before the row (not measured): what the loop needs. */
  setup?: () => Promise<void>;
  /** One call of the operation, to the end of its answer. */
  once: () => Promise<void>;
  /** After the row (not measured). */
  teardown?: () => Promise<void>;
  /** The alone column when it is not the median of `once` (the tick: ms per batch of 20 sends). */
  aloneMs?: () => Promise<number>;
}

export interface BenchClient {
  origin: string;
  cookie: string;
  databasePath: string;
}

const IMPORT_DOMAIN = 'bench-writes.test';
const IMPORT_CHUNK = 500;
const ENROLL_COUNT = 10_000;
const UPLOAD_ROWS = 10_000;
const TICK_BATCH = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(client: BenchClient, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${client.origin}${path}`, {
    method,
    headers: { cookie: client.cookie, origin: client.origin, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A read-only look at the server's database: ids the loops need, counts of what they did. */
function sideReader(databasePath: string) {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  const ownerId = (
    sqlite.prepare("select id from users where email = 'pro@demo.test'").get() as { id: string }
  ).id;
  return {
    ownerId,
    prospectIds: (limit: number) =>
      sqlite
        .prepare(
          `select id from prospects where owner_id = ? and email not like '%@${IMPORT_DOMAIN}' limit ?`,
        )
        .pluck()
        .all(ownerId, limit) as string[],
    /**
     * Prospects the tick can send to. The LinkedIn upload's 10,000 profiles have no address: enrolled in
     * the tick row, each was flagged "no email" and the row sent nothing (the full runs before ADR 087).
     */
    emailedProspectIds: (limit: number) =>
      sqlite
        .prepare(
          `select id from prospects where owner_id = ? and email <> '' and email not like '%@${IMPORT_DOMAIN}' limit ?`,
        )
        .pluck()
        .all(ownerId, limit) as string[],
    importedIds: (limit: number) =>
      sqlite
        .prepare(`select id from prospects where owner_id = ? and email like '%@${IMPORT_DOMAIN}' limit ?`)
        .pluck()
        .all(ownerId, limit) as string[],
    importedCount: () =>
      (
        sqlite
          .prepare(
            `select count(*) as n from prospects where owner_id = ? and email like '%@${IMPORT_DOMAIN}'`,
          )
          .get(ownerId) as { n: number }
      ).n,
    sentCount: (sequenceId: string) =>
      (
        sqlite
          .prepare("select count(*) as n from scheduled_steps where sequence_id = ? and status = 'sent'")
          .get(sequenceId) as { n: number }
      ).n,
    /** Why a tick row sent nothing: the due rows ahead of the row's by status and whose sequence. */
    dueAhead: (sequenceId: string) =>
      sqlite
        .prepare(
          `select s.status, s.sequence_id = ? as ours, count(*) as n, min(s.due_at) as first_due
           from scheduled_steps s where s.status in ('scheduled', 'sending', 'flagged') and s.due_at <= ?
           group by 1, 2 order by 3 desc limit 8`,
        )
        .all(sequenceId, Date.now()),
    /** The job engine's due jobs by kind and status (the tick row's sequence tick runs before them, in the same tick). */
    dueJobs: () =>
      sqlite
        .prepare(
          'select kind, status, count(*) as n from jobs where run_at <= ? group by 1, 2 order by 3 desc limit 6',
        )
        .all(Date.now()),
    /** The engine's leases (the job runner renews 'job-tick' before every batch: a stale one is a tick stuck). */
    leases: () => sqlite.prepare('select name, until - ? as ms_left from engine_leases').all(Date.now()),
    close: () => sqlite.close(),
  };
}

/** 500 new prospects a call (the web app's chunk), each with its own address. */
function csvImport(client: BenchClient): HeavyOperation & { importMore: (rows: number) => Promise<void> } {
  let next = 0;
  const stamp = Date.now().toString(36);
  const once = async () => {
    const rows = Array.from({ length: IMPORT_CHUNK }, (_, i) => {
      const n = next++;
      return {
        line: i + 2,
        values: {
          fullName: `Bench Writer ${n}`,
          email: `w${stamp}-${n}@${IMPORT_DOMAIN}`,
          company: `Bench Co ${n % 300}`,
          title: 'Head of Operations',
        },
      };
    });
    await call(client, 'POST', '/api/prospects/import', { rows });
  };
  return {
    name: 'CSV import (chunks of 500 rows, the web app’s)',
    once,
    importMore: async (rows) => {
      for (let done = 0; done < rows; done += IMPORT_CHUNK) await once();
    },
  };
}

/** 10,000 LinkedIn profiles started in one sequence: created on the first call, updated after. */
function linkedinUpload(client: BenchClient): HeavyOperation {
  const csv = [
    'LinkedIn URL,Name,Company,Title',
    ...Array.from(
      { length: UPLOAD_ROWS },
      (_, i) =>
        `https://www.linkedin.com/in/bench-writer-${i}/,Bench Profile ${i},Bench Co ${i % 300},Founder`,
    ),
  ].join('\n');
  let sequenceId: string | undefined;
  return {
    name: 'LinkedIn upload of 10,000 rows (start)',
    setup: async () => {
      const answer = (await call(client, 'POST', '/api/linkedin/sequences/upload', {
        csv,
        newSequence: {
          name: `Bench upload ${Date.now()}`,
          connectNote: 'Hi {{prospect_first_name}}',
          message: 'Thanks!',
        },
      })) as { result: { sequenceId: string } };
      sequenceId = answer.result.sequenceId;
      // Its LinkedIn steps would run in the other rows: held until the row.
      await call(client, 'POST', `/api/sequences/${sequenceId}/pause`);
    },
    once: async () => {
      await call(client, 'POST', '/api/linkedin/sequences/upload', { csv, sequenceId });
    },
    teardown: async () => {
      if (sequenceId) await call(client, 'POST', `/api/sequences/${sequenceId}/pause`);
    },
  };
}

async function emailSequence(client: BenchClient, name: string): Promise<string> {
  const sequence = (await call(client, 'POST', '/api/sequences', {
    name,
    steps: [
      {
        kind: 'auto_email',
        businessDays: false,
        variants: [{ subject: 'Idea for {{prospect_first_name}}', body: 'Hi {{prospect_first_name}}' }],
      },
    ],
  })) as { id: string };
  return sequence.id;
}

/** 10,000 prospects into a new (draft) sequence a call: every row written, nothing sent. */
function enrollment(client: BenchClient, reader: ReturnType<typeof sideReader>): HeavyOperation {
  let ids: string[] = [];
  return {
    name: 'enrollment of 10,000 prospects',
    setup: async () => {
      ids = reader.prospectIds(ENROLL_COUNT);
    },
    once: async () => {
      const id = await emailSequence(client, `Bench enroll ${Date.now()}`);
      await call(client, 'POST', `/api/sequences/${id}/enrollments`, {
        prospectIds: ids,
        allowOtherActive: true,
      });
    },
  };
}

/** 500 of the imported prospects a call (the list's largest selection). */
function bulkDelete(
  client: BenchClient,
  reader: ReturnType<typeof sideReader>,
  importMore: (rows: number) => Promise<void>,
): HeavyOperation {
  const sent = new Set<string>();
  let ids: string[] = [];
  return {
    name: 'bulk delete of 500 prospects',
    setup: async () => {
      const missing = 20_000 - reader.importedCount();
      if (missing > 0) await importMore(missing);
      // Read once here, not before each call: the look-up scans the owner's 100,000+ rows (14-78 ms of
      // this thread, synchronously), which the loop's calls do not need to repeat.
      ids = reader.importedIds(40_000).filter((id) => !sent.has(id));
    },
    once: async () => {
      const batch = ids.splice(0, IMPORT_CHUNK);
      if (batch.length === 0) {
        await sleep(100);
        return;
      }
      for (const id of batch) sent.add(id);
      await call(client, 'POST', '/api/prospects/bulk-delete', { ids: batch });
    },
  };
}

/**
 * The job runner's tick (JOB_RUNNER=inline, every second, batches of 20) sending a sequence's due
 * automatic emails: the row activates a sequence of 5,000 enrolled prospects and pauses it after.
 */
function sequenceTick(client: BenchClient, reader: ReturnType<typeof sideReader>): HeavyOperation {
  let sequenceId = '';
  const activate = async () => void (await call(client, 'POST', `/api/sequences/${sequenceId}/activate`));
  const pause = async () => void (await call(client, 'POST', `/api/sequences/${sequenceId}/pause`));
  return {
    name: 'sequence tick, batches of 20 sends',
    setup: async () => {
      sequenceId = await emailSequence(client, `Bench tick ${Date.now()}`);
      await call(client, 'POST', `/api/sequences/${sequenceId}/enrollments`, {
        prospectIds: reader.emailedProspectIds(5_000),
        allowOtherActive: true,
      });
      await activate();
    },
    once: async () => {
      await sleep(200);
    },
    aloneMs: async () => {
      // Activated rows are placed in the sending window a few seconds on: wait for the first send.
      const waitUntil = Date.now() + 20_000;
      while (reader.sentCount(sequenceId) === 0 && Date.now() < waitUntil) await sleep(200);
      const before = reader.sentCount(sequenceId);
      const started = performance.now();
      await sleep(3000);
      const sent = reader.sentCount(sequenceId) - before;
      if (!sent)
        process.stderr.write(
          `  the tick sent nothing: due ${JSON.stringify(reader.dueAhead(sequenceId))}, jobs ${JSON.stringify(reader.dueJobs())}, leases ${JSON.stringify(reader.leases())}\n`,
        );
      return sent ? ((performance.now() - started) / sent) * TICK_BATCH : Number.NaN;
    },
    teardown: pause,
  };
}

/** The write rows, in the order they run; `close` after the server stops. */
export function writeOperations(client: BenchClient) {
  const reader = sideReader(client.databasePath);
  const importing = csvImport(client);
  const operations: HeavyOperation[] = [
    importing,
    linkedinUpload(client),
    enrollment(client, reader),
    sequenceTick(client, reader),
    bulkDelete(client, reader, importing.importMore),
  ];
  return { operations, close: () => reader.close() };
}

/** Outreach settings with no cap, gap or closed hours, so the tick sends every due row (bench only: past the form's limits). */
export async function uncapOutreach(databasePath: string): Promise<void> {
  const db = openDatabase(databasePath);
  try {
    const [ownerId] = await db.$sql.pluck<string>('select id from users where email = ?', ['pro@demo.test']);
    if (!ownerId) throw new Error('no pro@demo.test: seed the demo data first');
    await writeOutreachSettings(
      db,
      ownerId,
      {
        startTime: '00:00',
        endTime: '23:59',
        excludedDays: [],
        minGapSeconds: 0,
        jitterSeconds: 0,
        dailyCap: 1_000_000,
      },
      Date.now(),
    );
  } finally {
    await db.close();
  }
}
