import { IMPORT_ROW_EMPTY } from '@leadpath/core/schemas/prospects';
import { prospects } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('POST /api/prospects/import: rows without data', () => {
  it('refuses a row of blank or invisible cells with its line, and imports the others', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'rows@example.com', role: 'Pro' });
    const cookie = await t.signIn('rows@example.com');
    const rows = [
      { line: 2, values: { fullName: 'Ada Lovelace', email: 'ada@example.com' } },
      { line: 4, values: { fullName: '\u200b', email: ' \uFEFF', company: '\u00a0' } },
      { line: 5, values: { firstName: '\u200bGrace\u200b', phone: '+1 (415) 555 0100' } },
    ];
    const res = await t.request('/api/prospects/import', { method: 'POST', cookie, json: { rows } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      created: 2,
      merged: 0,
      errors: [{ line: 4, message: IMPORT_ROW_EMPTY }],
    });
    const names = (await t.db.select({ firstName: prospects.firstName }).from(prospects).all())
      .map((row) => row.firstName)
      .sort();
    expect(names).toEqual(['Ada', 'Grace']);
  });
});
