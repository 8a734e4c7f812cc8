import { insertLeads, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import {
  type ChunkReader,
  CSV_EXPORT_CHUNK_ROWS,
  csvDownload,
  csvExportStopped,
  type DownloadFile,
} from './download.ts';
import { SEARCH_SCAN_ROWS } from './search.ts';

type Row = { n: number };

/** A list of `total` rows read through a numeric cursor, recording the size of every read. */
function numberedRows(total: number) {
  const reads: number[] = [];
  const readChunk: ChunkReader<Row> = (cursor, limit) => {
    const from = cursor === null ? 0 : Number(cursor);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
      n: from + i,
    }));
    reads.push(rows.length);
    return { rows, nextCursor: from + rows.length < total ? String(from + rows.length) : null };
  };
  return { reads, readChunk };
}

async function textOf(file: DownloadFile): Promise<string> {
  if (typeof file.body === 'string') return file.body;
  if (file.body instanceof Uint8Array) return new TextDecoder().decode(file.body);
  let text = '';
  for await (const part of file.body)
    text += typeof part === 'string' ? part : new TextDecoder().decode(part);
  return text;
}

describe('CSV downloads', () => {
  it(`read ${CSV_EXPORT_CHUNK_ROWS} rows at a time and let other work run between two reads`, async () => {
    const { reads, readChunk } = numberedRows(3 * CSV_EXPORT_CHUNK_ROWS + 40);
    const file = csvDownload<Row>('numbers', 0, [['N', 'n']], readChunk);
    expect(reads).toEqual([]); // nothing is read until the client takes the body

    let chunksReadWhenOtherWorkRan: number | null = null;
    setImmediate(() => {
      chunksReadWhenOtherWorkRan = reads.length;
    });
    const lines = (await textOf(file)).trimEnd().split('\r\n');
    const full = CSV_EXPORT_CHUNK_ROWS;
    expect(reads).toEqual([full, full, full, 40]);
    expect(chunksReadWhenOtherWorkRan).toBe(1);
    expect(lines).toHaveLength(1 + 3 * full + 40);
    expect(lines.slice(0, 3)).toEqual(['N', '0', '1']);
    expect(lines.at(-1)).toBe(String(3 * full + 39));
  });

  it('stop at the cap and say so in the last line', async () => {
    const { readChunk } = numberedRows(2000);
    const lines = (await textOf(csvDownload<Row>('numbers', 0, [['N', 'n']], readChunk, 1200)))
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 1200 + 1);
    expect(lines.at(-2)).toBe('1199');
    expect(lines.at(-1)).toBe(`"${csvExportStopped(1200)}"`);
  });

  it('stream a long list over HTTP in list order, a short search term included', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'exporter@example.com', role: 'Pro' });
    await insertLeads(
      t.db,
      owner.id,
      { companies: 20, prospects: SEARCH_SCAN_ROWS + 700 },
      { now: t.clock.now },
    );
    // A pair of letters only a few rows hold, spread over the list: the search crosses several windows.
    await t.db.$sql.run(
      "update prospects set title = 'Head of QX' where id in (select id from (select id, row_number() over (order by created_at, id) as n from prospects) as numbered where n % 400 = 0)",
    );
    const cookie = await t.signIn('exporter@example.com');

    const all = await t.request('/api/prospects/export.csv?sort=email&direction=asc', { cookie });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const emails = (await all.text())
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[3]);
    const stored = (
      await t.db
        .select({ email: prospects.email })
        .from(prospects)
        .where(eq(prospects.ownerId, owner.id))
        .all()
    )
      .map((row) => row.email)
      .sort();
    expect(emails).toEqual(stored);

    const short = await t.request('/api/prospects/export.csv?q=qx', { cookie });
    const titles = (await short.text()).trimEnd().split('\r\n').slice(1);
    expect(titles).toHaveLength(Math.floor((SEARCH_SCAN_ROWS + 700) / 400));
    expect(titles.every((line) => line.includes('Head of QX'))).toBe(true);
  }, 30_000);
});
