import {
  UPLOAD_CHOOSE_SEQUENCE,
  UPLOAD_NO_URL_COLUMN,
  UPLOAD_NOT_LINKEDIN_SEQUENCE,
  URL_NOT_LINKEDIN,
  URL_NOT_PROFILE,
} from '@leadpath/core/schemas/linkedin-upload';
import { prospects, scheduledSteps, sequenceEnrollments, sequences } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../../testing/api-keys.ts';
import { createSequence, json, signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

const newSequence = {
  name: 'LinkedIn: founders',
  connectNote: 'Hi {{prospect_first_name}}, glad to connect.',
  message: 'Thanks for connecting, {{prospect_first_name}}!',
};

/** A CSV of `count` profiles; every 50th row is bad, every 100th repeats the row before it. */
function thousandRowCsv(count = 1000) {
  const lines = ['LinkedIn URL,First name,Last name,Company'];
  for (let i = 1; i <= count; i++) {
    if (i % 50 === 0) lines.push(`https://example.com/in/person-${i},Bad,Row,Nowhere`);
    else if (i % 100 === 1 && i > 1) lines.push(`https://www.linkedin.com/in/person-${i - 2}/?trk=dup,,,`);
    else lines.push(`https://www.linkedin.com/in/Person-${i},First${i},Last${i},Company ${i % 7}`);
  }
  return `${lines.join('\n')}\n`;
}

async function setup() {
  const t = createTestApp();
  const { user, cookie } = await signedIn(t);
  const upload = (body: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
    t.request('/api/linkedin/sequences/upload', {
      method: 'POST',
      json: body,
      ...(headers.cookie ? { cookie: headers.cookie } : { headers }),
    });
  return { ...t, user, cookie, upload };
}

describe('POST /api/linkedin/sequences/upload', () => {
  it('validates a CSV: normalised, duplicates merged, invalid rows with reasons; writes nothing', async () => {
    const t = await setup();
    const csv = [
      'Profile,Name,Company',
      'https://www.linkedin.com/in/ada-lovelace/,Ada Lovelace,Analytical',
      'linkedin.com/in/ADA-LOVELACE?originalSubdomain=uk,,',
      'https://www.linkedin.com/company/analytical,,',
      'https://example.com/in/nobody,,',
    ].join('\n');
    const res = await t.upload({ csv, action: 'validate' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      mapping: { Profile: 'linkedinUrl', Name: 'fullName', Company: 'company' },
      report: {
        total: 4,
        valid: 1,
        duplicates: [{ line: 3, mergedIntoLine: 2, linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace' }],
        invalid: [
          { line: 4, reason: URL_NOT_PROFILE },
          { line: 5, reason: URL_NOT_LINKEDIN },
        ],
      },
      preview: null,
      result: null,
    });
    expect(await t.db.select().from(prospects).all()).toHaveLength(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const t = await setup();
    const csv = 'Name\nAda';
    expect(await json(await t.upload({ csv, action: 'validate' }))).toMatchObject({
      error: UPLOAD_NO_URL_COLUMN,
    });
    const start = await t.upload({ rows: [{ url: 'linkedin.com/in/ada-lovelace' }] });
    expect(start.status).toBe(400);
    expect(await json(start)).toMatchObject({ error: expect.stringContaining(UPLOAD_CHOOSE_SEQUENCE) });
    const email = await createSequence(t, t.cookie, {
      name: 'Email only',
      steps: [{ kind: 'auto_email', variants: [{ subject: 'Hi', body: 'Hello' }] }],
    });
    const wrong = await t.upload({ rows: [{ url: 'linkedin.com/in/ada-lovelace' }], sequenceId: email.id });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: UPLOAD_NOT_LINKEDIN_SEQUENCE });
    const longNote = await t.upload({
      rows: [{ url: 'linkedin.com/in/ada-lovelace' }],
      newSequence: { ...newSequence, connectNote: 'x'.repeat(301) },
    });
    expect(longNote.status).toBe(400);
    expect(JSON.stringify(await json(longNote))).toContain(
      'The connection note must be at most 300 characters',
    );
    const unknown = await t.upload({ rows: [{ url: 'linkedin.com/in/ada-lovelace' }], sequenceId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await t.db.select().from(prospects).all()).toHaveLength(0);
    expect(await t.db.select().from(sequences).all()).toHaveLength(1);
  });

  it('previews the schedule of a new sequence without writing anything', async () => {
    const t = await setup();
    const res = await t.upload({
      rows: [{ url: 'linkedin.com/in/ada-lovelace' }, { url: 'linkedin.com/in/alan-turing' }],
      newSequence,
      action: 'preview',
    });
    expect(res.status).toBe(200);
    const body = await json<{
      preview: { rows: { kind: string; prospectName: string }[]; prospectCount: number };
    }>(res);
    expect(body.preview.prospectCount).toBe(2);
    expect(body.preview.rows.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['linkedin_visit', 'linkedin_connect', 'linkedin_message']),
    );
    expect(body.preview.rows.map((row) => row.prospectName)).toContain('Ada Lovelace');
    expect(await t.db.select().from(prospects).all()).toHaveLength(0);
    expect(await t.db.select().from(sequences).all()).toHaveLength(0);
  });

  it('uploads 1,000 rows: creates the prospects, merges duplicates, lists bad rows, enrolls and starts', async () => {
    const t = await setup();
    const res = await t.upload({ csv: thousandRowCsv(), newSequence });
    expect(res.status).toBe(200);
    const body = await json<{
      report: {
        total: number;
        valid: number;
        duplicates: unknown[];
        invalid: { line: number; reason: string }[];
      };
      result: { sequenceId: string; created: number; updated: number; enrolled: number; started: boolean };
    }>(res);
    // 20 bad rows (every 50th), 9 repeats (rows 101, 201 ... 901), 971 profiles.
    expect(body.report).toMatchObject({ total: 1000, valid: 971 });
    expect(body.report.duplicates).toHaveLength(9);
    expect(body.report.invalid).toHaveLength(20);
    expect(body.report.invalid[0]).toEqual({
      line: 51,
      value: 'https://example.com/in/person-50',
      reason: URL_NOT_LINKEDIN,
    });
    expect(body.result).toMatchObject({ created: 971, updated: 0, enrolled: 971, started: true });
    const rows = await t.db.select().from(prospects).all();
    expect(rows).toHaveLength(971);
    expect(rows.find((row) => row.linkedinUrl === 'https://www.linkedin.com/in/person-1')).toMatchObject({
      firstName: 'First1',
      lastName: 'Last1',
    });
    const sequence = await t.db
      .select()
      .from(sequences)
      .where(eq(sequences.id, body.result.sequenceId))
      .get();
    expect(sequence).toMatchObject({ name: 'LinkedIn: founders', status: 'active' });
    expect(await t.db.select().from(sequenceEnrollments).all()).toHaveLength(971);
    const scheduled = await t.db.select().from(scheduledSteps).all();
    expect(scheduled).toHaveLength(971);
    expect(new Set(scheduled.map((row) => row.status))).toEqual(new Set(['scheduled']));

    // The same file again into the same sequence: the prospects are updated, not duplicated, and
    // those already in the sequence are reported as skipped.
    const again = await json<{
      result: { created: number; updated: number; enrolled: number; skipped: unknown[] };
    }>(await t.upload({ csv: thousandRowCsv(), sequenceId: body.result.sequenceId }));
    expect(again.result).toMatchObject({ created: 0, updated: 971, enrolled: 0 });
    expect(again.result.skipped).toHaveLength(971);
    expect(await t.db.select().from(prospects).all()).toHaveLength(971);
  }, 60_000);

  it('keeps a known name when the file has none, and uses the name of the file when it has one', async () => {
    const t = await setup();
    const res1 = await t.upload({
      rows: [{ url: 'https://www.linkedin.com/in/grace-hopper-1906', name: 'Amazing Grace' }],
      newSequence,
    });
    expect(res1.status).toBe(200);
    const second = await json<{ result: { updated: number } }>(
      await t.upload({
        rows: [{ url: 'linkedin.com/in/grace-hopper-1906/', title: 'Rear Admiral' }],
        mapping: { url: 'linkedinUrl', title: 'title' },
        newSequence: { ...newSequence, name: 'Second' },
      }),
    );
    expect(second.result.updated).toBe(1);
    expect(await t.db.select().from(prospects).get()).toMatchObject({
      firstName: 'Amazing',
      lastName: 'Grace',
      title: 'Rear Admiral',
    });
  });

  it('lists the LinkedIn sequences an upload can go to', async () => {
    const t = await setup();
    await t.upload({ rows: [{ url: 'linkedin.com/in/ada-lovelace' }], newSequence });
    await createSequence(t, t.cookie, {
      name: 'Email only',
      steps: [{ kind: 'auto_email', variants: [{ subject: 'Hi', body: 'Hello' }] }],
    });
    const list = await json(await t.request('/api/linkedin/sequences', { cookie: t.cookie }));
    expect(list).toEqual({
      sequences: [
        { id: expect.any(String), name: newSequence.name, status: 'active', stepCount: 3, enrolled: 1 },
      ],
    });
  });

  it('takes an API key with linkedin:upload; refuses one without it, and a Free user past the trial', async () => {
    const t = await setup();
    const withUpload = await userWithKey(t, 'pro@example.com', { permissions: ['linkedin:upload'] });
    const ok = await t.upload(
      { rows: [{ url: 'linkedin.com/in/ada-lovelace' }], newSequence },
      bearer(withUpload.key),
    );
    expect(ok.status).toBe(200);
    const readOnly = await userWithKey(t, 'pro@example.com', { permissions: ['linkedin:read'] });
    const refused = await t.upload(
      { rows: [{ url: 'linkedin.com/in/alan-turing' }], newSequence },
      bearer(readOnly.key),
    );
    expect(refused.status).toBe(403);
    expect((await t.request('/api/linkedin/sequences', { headers: bearer(readOnly.key) })).status).toBe(200);
    expect((await t.request('/api/linkedin/sequences/upload', { method: 'POST', json: {} })).status).toBe(
      401,
    );
    await t.createUser({
      email: 'expired@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now - 86_400_000),
    });
    const expired = await t.signIn('expired@example.com');
    const closed = await t.upload(
      { rows: [{ url: 'linkedin.com/in/x-y-z' }], newSequence },
      { cookie: expired },
    );
    expect(closed.status).toBe(403);
    expect(await t.db.select().from(prospects).all()).toHaveLength(1);
  });
});
