import { CSV_MAX_ROW_CHARS, csvQuoteNotClosed, csvRowTooLong } from '@leadpath/core/csv';
import { prospects } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { json, signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** The upload's CSV parse step (issue 27): papaparse, piece by piece, with cell and row limits. */
async function setup() {
  const t = createTestApp();
  const { cookie } = await signedIn(t);
  const upload = (body: Record<string, unknown>) =>
    t.request('/api/linkedin/sequences/upload', { method: 'POST', json: body, cookie });
  return { ...t, cookie, upload };
}

describe('POST /api/linkedin/sequences/upload: reading the CSV', () => {
  it("reads Excel's semicolon file as columns", async () => {
    const t = await setup();
    const csv =
      'LinkedIn URL;First name;Company\r\nhttps://www.linkedin.com/in/ada-lovelace;Ada;Analytical\r\n';
    const res = await t.upload({ csv, action: 'validate' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      mapping: { 'LinkedIn URL': 'linkedinUrl', 'First name': 'firstName', Company: 'company' },
      report: { total: 1, valid: 1, invalid: [] },
    });
  });

  it('refuses a quote that is never closed with a 400 naming its line, and writes nothing', async () => {
    const t = await setup();
    const csv =
      'LinkedIn URL,Name\nhttps://www.linkedin.com/in/ada-lovelace,"Ada\nhttps://www.linkedin.com/in/grace-hopper,Grace\n';
    const res = await t.upload({ csv, newSequence: { name: 'S', message: 'Hi' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: csvQuoteNotClosed(2) });
    expect(await t.db.select().from(prospects).all()).toHaveLength(0);
  });

  // Which of the two answers first is a race on PostgreSQL (both wait on round trips); that the parse
  // yields between pieces is csv.test.ts's "yields to the event loop between pieces of a large text".
  it('refuses a 7.9 MB cell with a 400, and answers a request sent beside it', async () => {
    const t = await setup();
    const csv = `LinkedIn URL,Note\nhttps://www.linkedin.com/in/ada-lovelace,"${'x'.repeat(7_900_000)}"\n`;
    const [res, otherRes] = await Promise.all([
      t.upload({ csv, action: 'validate' }),
      t.request('/api/prospects', { cookie: t.cookie }),
    ]);
    expect(otherRes.status).toBe(200);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: csvRowTooLong(2, CSV_MAX_ROW_CHARS) });
    expect(await t.db.select().from(prospects).all()).toHaveLength(0);
  });
});
