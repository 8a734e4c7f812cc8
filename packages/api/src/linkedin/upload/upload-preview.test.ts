/** The upload's schedule preview (issue 28): LinkedIn actions paced as they will run, names in natural order. */
import { describe, expect, it } from 'vitest';
import { json, signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

interface PreviewRow {
  kind: string;
  prospectName: string;
  dueAt: number;
}

async function preview(rows: Record<string, string>[]) {
  const t = createTestApp();
  const { cookie } = await signedIn(t);
  const res = await t.request('/api/linkedin/sequences/upload', {
    method: 'POST',
    cookie,
    json: {
      rows,
      newSequence: { name: 'Founders', connectNote: 'Hi', message: 'Thanks for connecting' },
      action: 'preview',
    },
  });
  expect(res.status).toBe(200);
  return { t, rows: (await json<{ preview: { rows: PreviewRow[] } }>(res)).preview.rows };
}

describe('the LinkedIn upload preview', () => {
  it('spreads 47 visits about a minute apart inside the activity window, in the file’s order', async () => {
    const profiles = Array.from({ length: 47 }, (_, i) => ({
      url: `linkedin.com/in/profile-${i + 1}`,
      name: `Profile ${i + 1}`,
    }));
    const { rows } = await preview(profiles);
    const visits = rows.filter((row) => row.kind === 'linkedin_visit');
    expect(visits).toHaveLength(47);
    expect(new Set(visits.map((row) => row.dueAt)).size).toBe(47);
    for (let i = 1; i < visits.length; i++)
      expect(visits[i]!.dueAt - visits[i - 1]!.dueAt).toBeGreaterThanOrEqual(45_000);
    // 'Profile 2' before 'Profile 10': the file's order, not the names as text.
    expect(visits.slice(0, 11).map((row) => row.prospectName)).toEqual(
      Array.from({ length: 11 }, (_, i) => `Profile ${i + 1}`),
    );
  });
});
