// Issue 22's import and export proof, in process (no sockets): a CSV import of 100,000 rows through
// POST /api/prospects/import in the web app's chunks, while another account's cheap signed-in GET runs
// in a loop, and a CSV export of 1,000,000 rows read as the client takes it. Peak RSS is sampled.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../packages/api/src/testing/test-app.ts';
import { insertLeads } from '../../packages/db/src/factories.ts';
import { migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { bulkInsertBenchProspects, insertBenchCompanies } from './scale-data.ts';

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/**
 * The largest RSS seen while `work` runs, sampled every 20 ms, in MB; and the largest growth of what
 * JavaScript holds (heap and buffers), which shows a file built in memory even when RSS was already high.
 */
async function peakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; startMb: number; heapGrowthMb: number }> {
  const held = () => {
    const usage = process.memoryUsage();
    return (usage.heapUsed + usage.arrayBuffers) / 2 ** 20;
  };
  const startMb = process.memoryUsage().rss / 2 ** 20;
  const startHeld = held();
  let peak = startMb;
  let peakHeld = startHeld;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss / 2 ** 20);
    peakHeld = Math.max(peakHeld, held());
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    return { result, peakMb: peak, startMb, heapGrowthMb: peakHeld - startHeld };
  } finally {
    clearInterval(timer);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** The machine's 1-minute load average: its 2 cores are shared, so each number carries it. */
const load = () => loadavg()[0]!.toFixed(1);

export interface ImportExportResult {
  importRows: number;
  /** The 1-minute load average when the import started and when it ended. */
  importLoad: string;
  importCpuUsPerRow: number;
  /** The seeder's pace for comparison: insertLeads (db:seed --large), every trigger on, one transaction. */
  seedRows: number;
  seedRowsPerSecond: number;
  seedLoad: string;
  importSeconds: number;
  rowsPerSecond: number;
  importPeakRssMb: number;
  importRssGrowthMb: number;
  idleP99Ms: number;
  duringImportP99Ms: number;
  probeCount: number;
  exportRows: number;
  exportSeconds: number;
  exportMb: number;
  exportPeakRssMb: number;
  exportRssGrowthMb: number;
  exportHeapGrowthMb: number;
}

/** Rows as the import dialog maps them: line numbers from 2 (the header is line 1). */
function importRowsOf(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const i = from + index;
    return {
      line: i + 2,
      values: {
        fullName: `Imported Person${i}`,
        email: `imported.${i}@import.example`,
        title: ['CTO', 'Founder', 'Head of Sales'][i % 3]!,
        company: `Import Co ${i % 500}`,
        // Every 50th row is bad, so the report has reasons in it.
        ...(i % 50 === 49 ? { email: 'not-an-email' } : {}),
      },
    };
  });
}

export async function measureImportExport(options: {
  importRows: number;
  exportRows: number;
  seedRows?: number;
  chunkRows?: number;
}): Promise<ImportExportResult> {
  options.seedRows ??= options.importRows;
  const chunkRows = options.chunkRows ?? 200;
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-import-'));
  const db = openDatabase(join(dir, 'import.db'));
  await migrateDatabase(db);
  const t = createTestApp({ database: db });
  const importer = await t.createUser({ email: 'importer@scale.test', name: 'Importer', role: 'Pro' });
  await t.createUser({ email: 'probe@scale.test', name: 'Probe', role: 'Pro' });
  const exporter = await t.createUser({ email: 'exporter@scale.test', name: 'Exporter', role: 'Pro' });
  const importCookie = await t.signIn('importer@scale.test');
  const probeCookie = await t.signIn('probe@scale.test');
  const exportCookie = await t.signIn('exporter@scale.test');
  // The importer already has 100,000 prospects: duplicates are looked up among them.
  bulkInsertBenchProspects(
    db.$client,
    importer.id,
    insertBenchCompanies(db.$client, importer.id, 1000, Date.now()),
    0,
    100_000,
    Date.now(),
  );

  /** The cheap signed-in GET another user makes, timed until `until` says stop. */
  async function probe(until: () => boolean): Promise<number[]> {
    const times: number[] = [];
    while (!until()) {
      // Timed from when the call was due: a request held up behind someone else's work waits on the
      // event loop before it even starts, as it would behind a socket.
      const due = performance.now() + 2;
      await new Promise((resolve) => setTimeout(resolve, 2));
      const response = await t.request('/api/prospects/count', { cookie: probeCookie });
      await response.text();
      times.push(performance.now() - due);
    }
    return times;
  }

  let idleDone = false;
  const idleTimer = setTimeout(() => {
    idleDone = true;
  }, 3000);
  const idle = await probe(() => idleDone);
  clearTimeout(idleTimer);

  log(`import of ${options.importRows} rows in chunks of ${chunkRows} (load ${load()})`);
  const loadBefore = load();
  let importing = true;
  const during = probe(() => !importing);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const imported = await peakRss(async () => {
    let created = 0;
    let failed = 0;
    for (let from = 0; from < options.importRows; from += chunkRows) {
      const response = await t.request('/api/prospects/import', {
        method: 'POST',
        cookie: importCookie,
        json: { rows: importRowsOf(from, Math.min(chunkRows, options.importRows - from)) },
      });
      if (response.status !== 200) throw new Error(`import: ${response.status} ${await response.text()}`);
      const answer = (await response.json()) as { created: number; merged: number; errors: unknown[] };
      created += answer.created + answer.merged;
      failed += answer.errors.length;
      // The next chunk comes over the network: other requests get their turn in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { created, failed };
  });
  const importSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // The process's CPU time a row (the probe's calls included): steadier than the wall clock on a shared machine.
  const importCpuUsPerRow = (cpu.user + cpu.system) / options.importRows;
  importing = false;
  const duringImport = await during;
  const importLoad = `${loadBefore} to ${load()}`;
  log(
    `imported ${imported.result.created}, failed ${imported.result.failed} in ${importSeconds.toFixed(1)} s (${Math.round(options.importRows / importSeconds)} rows/s, ${Math.round(importCpuUsPerRow)} µs of CPU a row, load ${importLoad})`,
  );

  // The seeder's pace on the same database: its rows go through the same triggers and indexes.
  const seeded = await t.createUser({ email: 'seeded@scale.test', name: 'Seeded', role: 'Pro' });
  const seedLoadBefore = load();
  const seedStarted = performance.now();
  await insertLeads(db, seeded.id, { companies: 1000, prospects: options.seedRows }, { now: Date.now() });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const seedLoad = `${seedLoadBefore} to ${load()}`;
  log(`seeded ${options.seedRows} in ${seedSeconds.toFixed(1)} s (load ${seedLoad})`);

  log(`export of ${options.exportRows} rows`);
  bulkInsertBenchProspects(
    db.$client,
    exporter.id,
    insertBenchCompanies(db.$client, exporter.id, 1000, Date.now()),
    0,
    options.exportRows,
    Date.now(),
  );
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  const exportStarted = performance.now();
  const exported = await peakRss(async () => {
    const response = await t.request('/api/prospects/export.csv', { cookie: exportCookie });
    if (response.status !== 200) throw new Error(`export: ${response.status}`);
    const reader = response.body!.getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    return { bytes, lines };
  });
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    importRows: options.importRows,
    importLoad,
    importCpuUsPerRow,
    seedRows: options.seedRows,
    seedRowsPerSecond: options.seedRows / seedSeconds,
    seedLoad,
    importSeconds,
    rowsPerSecond: options.importRows / importSeconds,
    importPeakRssMb: imported.peakMb,
    importRssGrowthMb: imported.peakMb - imported.startMb,
    idleP99Ms: percentile(idle, 0.99),
    duringImportP99Ms: percentile(duringImport, 0.99),
    probeCount: duringImport.length,
    exportRows: exported.result.lines - 1,
    exportSeconds,
    exportMb: exported.result.bytes / 2 ** 20,
    exportPeakRssMb: exported.peakMb,
    exportRssGrowthMb: exported.peakMb - exported.startMb,
    exportHeapGrowthMb: exported.heapGrowthMb,
  };
}

/** The section of docs/benchmarks.md. */
export function importExportSection(r: ImportExportResult): string[] {
  return [
    '## Import and export at scale (issue 22)',
    '',
    `In process: POST /api/prospects/import in the web app's chunks of 200 rows (every 50th row invalid), into an`,
    'account that already has 100,000 prospects, while another account calls GET /api/prospects/count in a loop',
    '(timed from when each call was due, so waiting behind the import counts). Then GET',
    '/api/prospects/export.csv of another account, read to the end.',
    '',
    '| measure | value |',
    '|---|---|',
    `| import: rows | ${r.importRows.toLocaleString('en')} in ${r.importSeconds.toFixed(1)} s |`,
    `| import: rows per second (1-minute load average) | ${Math.round(r.rowsPerSecond).toLocaleString('en')} (load ${r.importLoad}) |`,
    `| import: the process's CPU time a row (the probe's calls included) | ${Math.round(r.importCpuUsPerRow)} µs |`,
    `| the seeder (insertLeads, one transaction, every trigger): rows per second | ${Math.round(r.seedRowsPerSecond).toLocaleString('en')} for ${r.seedRows.toLocaleString('en')} (load ${r.seedLoad}) |`,
    `| import: peak RSS (growth during the import) | ${Math.round(r.importPeakRssMb)} MB (+${Math.round(r.importRssGrowthMb)} MB) |`,
    `| cheap GET p99: idle / during the import (ratio) | ${r.idleP99Ms.toFixed(1)} ms / ${r.duringImportP99Ms.toFixed(1)} ms (${(r.duringImportP99Ms / r.idleP99Ms).toFixed(1)}×), ${r.probeCount} calls |`,
    `| export: rows, size | ${r.exportRows.toLocaleString('en')}, ${r.exportMb.toFixed(0)} MB |`,
    `| export: time | ${r.exportSeconds.toFixed(1)} s (${Math.round(r.exportRows / r.exportSeconds).toLocaleString('en')} rows/s) |`,
    `| export: peak RSS (growth during the export) | ${Math.round(r.exportPeakRssMb)} MB (+${Math.round(r.exportRssGrowthMb)} MB) |`,
    `| export: most JavaScript heap and buffers added during the export | +${r.exportHeapGrowthMb.toFixed(0)} MB |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureImportExport({
    importRows: Number(process.env.IMPORT_ROWS ?? 100_000),
    exportRows: Number(process.env.EXPORT_ROWS ?? 1_000_000),
    ...(process.env.SEED_ROWS ? { seedRows: Number(process.env.SEED_ROWS) } : {}),
  });
  process.stdout.write(`${importExportSection(result).join('\n')}\n`);
  process.exit(0);
}
