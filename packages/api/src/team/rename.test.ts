import { insertTeam, teams } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const lead = await t.createUser({ email: 'lead@example.com', name: 'Lena Lead', role: 'Pro' });
  const member = await t.createUser({ email: 'member@example.com', name: 'Max Member', role: 'Starter' });
  await t.createUser({ email: 'loner@example.com', name: 'Lou Loner', role: 'Pro' });
  const team = await insertTeam(
    t.db,
    {
      teamName: 'Northwind',
      ownerId: lead.id,
      members: [
        { userId: lead.id, admin: true },
        { userId: member.id, admin: false },
      ],
    },
    t.clock.now,
  );
  const nameOfTeam = async () =>
    (await t.db.select().from(teams).where(eq(teams.id, team.id)).get())!.teamName;
  return { ...t, team, nameOfTeam };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const rename = (t: Setup, cookie: string, json: unknown) =>
  t.request('/api/teams', { method: 'PATCH', cookie, json });

describe('PATCH /api/teams', () => {
  it('a team admin renames the team (trimmed); members see the new name', async () => {
    const t = await setup();
    const res = await rename(t, await t.signIn('lead@example.com'), { teamName: '  Southwind Sales  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'The team is now called Southwind Sales',
      teamId: t.team.id,
      teamName: 'Southwind Sales',
    });
    expect(await t.nameOfTeam()).toBe('Southwind Sales');
    const members = await t.request('/api/teams/members', { cookie: await t.signIn('member@example.com') });
    expect(await members.json()).toMatchObject({ teamName: 'Southwind Sales' });
  });

  it('refuses an empty, blank, missing or too long name with 400 and keeps the name', async () => {
    const t = await setup();
    const cookie = await t.signIn('lead@example.com');
    const cases: [unknown, string][] = [
      [{ teamName: '' }, 'Please enter a team name'],
      [{ teamName: '   ' }, 'Please enter a team name'],
      [{}, 'Please enter a team name'],
      [{ teamName: 42 }, 'Please enter a team name'],
      [{ teamName: 'x'.repeat(101) }, 'Team name must be at most 100 characters'],
    ];
    for (const [json, message] of cases) {
      const res = await rename(t, cookie, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await t.nameOfTeam()).toBe('Northwind');
    // 100 characters is the limit, as when the team was founded, not past it.
    expect((await rename(t, cookie, { teamName: 'x'.repeat(100) })).status).toBe(200);
    expect(await t.nameOfTeam()).toBe('x'.repeat(100));
  });

  it('refuses a member who is no admin with 403 and someone without a team with 404', async () => {
    const t = await setup();
    const res = await rename(t, await t.signIn('member@example.com'), { teamName: 'Mutiny' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only team admins can do this' });
    const loner = await rename(t, await t.signIn('loner@example.com'), { teamName: 'Mine' });
    expect(loner.status).toBe(404);
    expect(await loner.json()).toEqual({ error: 'You are not in a team yet. Invite someone to found one.' });
    expect(await t.nameOfTeam()).toBe('Northwind');
    expect(await t.db.select().from(teams).all()).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const t = await setup();
    expect((await t.request('/api/teams', { method: 'PATCH', json: { teamName: 'X' } })).status).toBe(401);
  });
});
