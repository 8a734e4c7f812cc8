import { insertTeam, outboxMessages, teamInvites, teamMembers, teams } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

const DAY = 86_400_000;

async function setup() {
  const t = createTestApp();
  const lead = await t.createUser({ email: 'lead@example.com', name: 'Lena Lead', role: 'Pro' });
  const member = await t.createUser({ email: 'member@example.com', name: 'Max Member', role: 'Starter' });
  const loner = await t.createUser({ email: 'loner@example.com', name: 'Lou Loner', role: 'Pro' });
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
  const memberRow = async (userId: string) =>
    (await t.db.select().from(teamMembers).where(eq(teamMembers.userId, userId)).get())!;
  return { ...t, lead, member, loner, team, memberRow };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function invite(t: Setup, cookie: string, json: unknown) {
  return t.request('/api/teams/invite', { method: 'POST', cookie, json });
}

/** The accept link of the last mail sent to an address, read from the outbox. */
async function inviteTokenFor(t: Setup, email: string): Promise<string> {
  const mails = await t.db.select().from(outboxMessages).all();
  const mail = mails.reverse().find((m) => m.to.includes(email));
  const token = mail?.text.match(/\/invite\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invite mail for ${email}`);
  return token;
}

describe('GET /api/teams/members', () => {
  it('answers 401 without a session', async () => {
    const t = await setup();
    const res = await t.request('/api/teams/members');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please login' });
  });

  it('lists the team of spec §3: _id, teamName, totalMembers, members with avatar and admin', async () => {
    const t = await setup();
    const res = await t.request('/api/teams/members', { cookie: await t.signIn('member@example.com') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      _id: t.team.id,
      teamName: 'Northwind',
      totalMembers: 2,
      members: [
        {
          id: (await t.memberRow(t.lead.id)).id,
          name: 'Lena Lead',
          email: 'lead@example.com',
          avatar: null,
          admin: true,
        },
        {
          id: (await t.memberRow(t.member.id)).id,
          name: 'Max Member',
          email: 'member@example.com',
          avatar: null,
          admin: false,
        },
      ],
    });
  });

  it('gives a user without a team an empty list', async () => {
    const t = await setup();
    const res = await t.request('/api/teams/members', { cookie: await t.signIn('loner@example.com') });
    expect(await res.json()).toEqual({ _id: null, teamName: null, totalMembers: 0, members: [] });
  });
});

describe('POST /api/teams/invite', () => {
  it('refuses invalid emails with 400 and creates nothing', async () => {
    const t = await setup();
    const cookie = await t.signIn('lead@example.com');
    const res = await invite(t, cookie, {
      teamName: 'Northwind',
      emails: ['ok@example.com', 'not-an-email'],
      role: 'member',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('not-an-email is not a valid email address');
    expect(await t.db.select().from(teamInvites).all()).toEqual([]);
    expect(await t.db.select().from(outboxMessages).all()).toEqual([]);
  });

  it('needs at least one email, a team name and a role', async () => {
    const t = await setup();
    const cookie = await t.signIn('lead@example.com');
    const cases: [unknown, string][] = [
      [{ teamName: 'Northwind', emails: [], role: 'member' }, 'Please enter at least one email address'],
      [{ teamName: ' ', emails: ['a@example.com'], role: 'member' }, 'Please enter a team name'],
      [{ teamName: 'Northwind', emails: ['a@example.com'], role: 'owner' }, 'Choose member or admin'],
    ];
    for (const [json, message] of cases) {
      const res = await invite(t, cookie, json);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });

  it('lets a non-admin member invite nobody (403)', async () => {
    const t = await setup();
    const res = await invite(t, await t.signIn('member@example.com'), {
      teamName: 'Northwind',
      emails: ['new@example.com'],
      role: 'member',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only team admins can do this' });
  });

  it('creates one invitation per new email and mails each an accept link through the outbox', async () => {
    const t = await setup();
    const res = await invite(t, await t.signIn('lead@example.com'), {
      teamName: 'Northwind',
      emails: ['New@Example.com', 'new@example.com', 'member@example.com', 'second@example.com'],
      role: 'member',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.invited).toEqual(['new@example.com', 'second@example.com']);
    expect(body.alreadyMembers).toEqual(['member@example.com']);
    const invites = await t.db.select().from(teamInvites).all();
    expect(invites.map((i) => [i.email, i.role, i.teamId, i.invitedBy])).toEqual([
      ['new@example.com', 'member', t.team.id, t.lead.id],
      ['second@example.com', 'member', t.team.id, t.lead.id],
    ]);
    expect(invites[0]!.expiresAt.getTime()).toBe(t.clock.now + 7 * DAY);
    const mails = await t.db.select().from(outboxMessages).all();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ ownerId: t.lead.id, kind: 'sent', from: 'lead@example.com' });
    expect(mails[0]!.subject).toBe('Lena Lead invited you to join Northwind on Leadpath');
    // Only a hash of the token is stored: the link in the mail is the only copy.
    const token = await inviteTokenFor(t, 'new@example.com');
    expect(invites.some((i) => i.tokenHash === token)).toBe(false);
  });

  it('founds a team for a user who has none, with them as its admin', async () => {
    const t = await setup();
    const cookie = await t.signIn('loner@example.com');
    const res = await invite(t, cookie, {
      teamName: 'Lonely Hearts',
      emails: ['a@example.com'],
      role: 'admin',
    });
    expect(res.status).toBe(200);
    const team = await (await t.request('/api/teams/members', { cookie })).json();
    expect(team).toMatchObject({ teamName: 'Lonely Hearts', totalMembers: 1 });
    expect(team.members[0]).toMatchObject({ email: 'loner@example.com', admin: true });
  });
});

describe('accepting an invitation', () => {
  async function invited(role: 'member' | 'admin' = 'member') {
    const t = await setup();
    await invite(t, await t.signIn('lead@example.com'), {
      teamName: 'Northwind',
      emails: ['loner@example.com'],
      role,
    });
    return { t, token: await inviteTokenFor(t, 'loner@example.com') };
  }
  const accept = (t: Setup, cookie: string, token: string) =>
    t.request('/api/teams/accept-invite', { method: 'POST', cookie, json: { token } });

  it('joins the team as the invited user; the members list then shows them', async () => {
    const { t, token } = await invited();
    const cookie = await t.signIn('loner@example.com');
    const res = await accept(t, cookie, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'You joined Northwind',
      teamId: t.team.id,
      teamName: 'Northwind',
    });
    const team = await (await t.request('/api/teams/members', { cookie })).json();
    expect(team.totalMembers).toBe(3);
    expect(team.members.find((m: { email: string }) => m.email === 'loner@example.com')).toMatchObject({
      admin: false,
    });
    // Opening the same link again is harmless for the same user.
    expect((await accept(t, cookie, token)).status).toBe(200);
  });

  it('an admin invitation joins with the admin badge', async () => {
    const { t, token } = await invited('admin');
    const cookie = await t.signIn('loner@example.com');
    await accept(t, cookie, token);
    expect((await t.memberRow(t.loner.id)).admin).toBe(true);
  });

  it('refuses another account, a used, an expired or an unknown token', async () => {
    const { t, token } = await invited();
    const wrong = await accept(t, await t.signIn('member@example.com'), token);
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBe(
      'This invitation was sent to loner@example.com. Sign in with that account to accept it.',
    );
    const unknown = await accept(t, await t.signIn('loner@example.com'), 'x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('This invitation link is not valid');

    t.clock.now += 7 * DAY;
    const expired = await accept(t, await t.signIn('loner@example.com'), token);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toBe('This invitation has expired');
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, t.loner.id)).all()).toEqual([]);
  });

  it('a used link cannot be used by someone else', async () => {
    const { t, token } = await invited();
    await accept(t, await t.signIn('loner@example.com'), token);
    await t.db.update(teamInvites).set({ email: 'member@example.com' }).run();
    const res = await accept(t, await t.signIn('member@example.com'), token);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('This invitation has already been used');
  });

  it('is refused while an Admin acts on behalf of the invited user', async () => {
    const { t, token } = await invited();
    await t.createUser({ email: 'staff@example.com', role: 'Admin' });
    const cookie = await t.signIn('staff@example.com');
    const res = await t.request('/api/teams/accept-invite', {
      method: 'POST',
      cookie,
      headers: await startImpersonation(t, cookie, t.loner.email),
      json: { token },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Not allowed while acting on behalf of another user');
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, t.loner.id)).all()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { t, token } = await invited();
    expect((await t.request('/api/teams/accept-invite', { method: 'POST', json: { token } })).status).toBe(
      401,
    );
  });
});

describe('POST /api/teams/actions', () => {
  const act = (t: Setup, cookie: string, json: unknown) =>
    t.request('/api/teams/actions', { method: 'POST', cookie, json });

  it('is for team admins only: a member gets 403 and nothing changes', async () => {
    const t = await setup();
    const res = await act(t, await t.signIn('member@example.com'), {
      action: 'makeAdmin',
      memberId: (await t.memberRow(t.member.id)).id,
      teamId: t.team.id,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only team admins can do this' });
    expect((await t.memberRow(t.member.id)).admin).toBe(false);
    // Someone outside the team is refused the same way.
    const outsider = await act(t, await t.signIn('loner@example.com'), {
      action: 'deleteMember',
      memberId: (await t.memberRow(t.member.id)).id,
      teamId: t.team.id,
    });
    expect(outsider.status).toBe(403);
  });

  it('makes and removes an admin, answering {message}', async () => {
    const t = await setup();
    const cookie = await t.signIn('lead@example.com');
    const memberId = (await t.memberRow(t.member.id)).id;
    const made = await act(t, cookie, { action: 'makeAdmin', memberId, teamId: t.team.id });
    expect(await made.json()).toEqual({ message: 'Max Member is now an admin' });
    expect((await t.memberRow(t.member.id)).admin).toBe(true);
    const removed = await act(t, cookie, { action: 'removeAdmin', memberId, teamId: t.team.id });
    expect(await removed.json()).toEqual({ message: 'Max Member is no longer an admin' });
    expect((await t.memberRow(t.member.id)).admin).toBe(false);
  });

  it('never removes the last admin, neither as admin nor as member', async () => {
    const t = await setup();
    const cookie = await t.signIn('lead@example.com');
    const memberId = (await t.memberRow(t.lead.id)).id;
    for (const action of ['removeAdmin', 'deleteMember']) {
      const res = await act(t, cookie, { action, memberId, teamId: t.team.id });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The last admin cannot be removed' });
    }
    expect((await t.memberRow(t.lead.id)).admin).toBe(true);
  });

  it('deletes a member', async () => {
    const t = await setup();
    const res = await act(t, await t.signIn('lead@example.com'), {
      action: 'deleteMember',
      memberId: (await t.memberRow(t.member.id)).id,
      teamId: t.team.id,
    });
    expect(await res.json()).toEqual({ message: 'Max Member was removed from the team' });
    expect(
      await t.db.select().from(teamMembers).where(eq(teamMembers.userId, t.member.id)).get(),
    ).toBeUndefined();
  });

  it('refuses a member of another team (404) and an unknown action (400)', async () => {
    const t = await setup();
    const other = await insertTeam(
      t.db,
      {
        teamName: 'Elsewhere',
        ownerId: t.loner.id,
        members: [{ userId: t.loner.id, admin: true }],
      },
      t.clock.now,
    );
    const cookie = await t.signIn('lead@example.com');
    const lonerMember = (await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, other.id))
      .get())!;
    const res = await act(t, cookie, { action: 'deleteMember', memberId: lonerMember.id, teamId: t.team.id });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Team member not found' });
    const bad = await act(t, cookie, { action: 'promote', memberId: lonerMember.id, teamId: t.team.id });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Choose makeAdmin, removeAdmin or deleteMember');
  });

  it('answers 401 without a session', async () => {
    const t = await setup();
    const res = await t.request('/api/teams/actions', {
      method: 'POST',
      json: { action: 'makeAdmin', memberId: 'x', teamId: 'y' },
    });
    expect(res.status).toBe(401);
  });
});

describe('deleting the account of a team owner', () => {
  const deleteAccount = async (t: Setup, email: string) =>
    t.request('/api/account/delete', {
      method: 'POST',
      cookie: await t.signIn(email),
      json: { password: TEST_PASSWORD },
    });

  it('passes the team to the longest-serving admin, else to the longest-serving member as admin', async () => {
    const t = await setup();
    const early = await t.createUser({ email: 'early@example.com', name: 'Ed Early', role: 'Starter' });
    await t.db
      .insert(teamMembers)
      .values({ id: 'early-row', teamId: t.team.id, userId: early.id, admin: false, joinedAt: new Date(0) })
      .run();
    expect((await deleteAccount(t, 'lead@example.com')).status).toBe(200);

    // No other admin: the member who joined first takes over, as an admin.
    const owner = await t.db.select().from(teams).where(eq(teams.id, t.team.id)).get();
    expect(owner?.ownerId).toBe(early.id);
    expect((await t.memberRow(early.id)).admin).toBe(true);
    expect((await t.memberRow(t.member.id)).admin).toBe(false);
    const list = await t.request('/api/teams/members', { cookie: await t.signIn('member@example.com') });
    expect(await list.json()).toMatchObject({ _id: t.team.id, teamName: 'Northwind', totalMembers: 2 });

    // Now an admin exists besides the owner: they take over, not the earlier member.
    await t.request('/api/teams/actions', {
      method: 'POST',
      cookie: await t.signIn('early@example.com'),
      json: { action: 'makeAdmin', memberId: (await t.memberRow(t.member.id)).id, teamId: t.team.id },
    });
    expect((await deleteAccount(t, 'early@example.com')).status).toBe(200);
    expect((await t.db.select().from(teams).where(eq(teams.id, t.team.id)).get())?.ownerId).toBe(t.member.id);
  });

  it('deletes a team nobody else is in', async () => {
    const t = await setup();
    const solo = await insertTeam(
      t.db,
      {
        teamName: 'Solo',
        ownerId: t.loner.id,
        members: [{ userId: t.loner.id, admin: true }],
      },
      t.clock.now,
    );
    expect((await deleteAccount(t, 'loner@example.com')).status).toBe(200);
    expect(await t.db.select().from(teams).where(eq(teams.id, solo.id)).get()).toBeUndefined();
  });
});
