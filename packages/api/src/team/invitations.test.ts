import { insertTeam, outboxMessages, teamInvites, teamMembers } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

async function setup() {
  const t = createTestApp();
  const lead = await t.createUser({ email: 'lead@example.com', name: 'Lena Lead', role: 'Pro' });
  const member = await t.createUser({ email: 'member@example.com', name: 'Max Member', role: 'Starter' });
  const guest = await t.createUser({ email: 'guest@example.com', name: 'Gus Guest', role: 'Starter' });
  await t.createUser({ email: 'outsider@example.com', name: 'Otto Outsider', role: 'Pro' });
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
  const leadCookie = await t.signIn('lead@example.com');
  const invited = await t.request('/api/teams/invite', {
    method: 'POST',
    cookie: leadCookie,
    json: { teamName: 'Northwind', emails: ['guest@example.com'], role: 'member' },
  });
  expect(invited.status).toBe(200);
  const invite = (await t.db.select().from(teamInvites).get())!;
  return { ...t, lead, member, guest, team, leadCookie, invite };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** The accept links mailed to an address, oldest first, read from the outbox. */
async function tokensFor(t: Setup, email: string): Promise<string[]> {
  return (await t.db.select().from(outboxMessages).all())
    .filter((mail) => mail.to.includes(email))
    .map((mail) => mail.text.match(/\/invite\/([\w-]+)/)?.[1] ?? '');
}

const accept = async (t: Setup, email: string, token: string) =>
  t.request('/api/teams/accept-invite', { method: 'POST', cookie: await t.signIn(email), json: { token } });
const resend = (t: Setup, cookie: string, id: string) =>
  t.request(`/api/teams/invitations/${id}/resend`, { method: 'POST', cookie, json: {} });
const revoke = (t: Setup, cookie: string, id: string) =>
  t.request(`/api/teams/invitations/${id}`, { method: 'DELETE', cookie });
const list = (t: Setup, cookie: string) => t.request('/api/teams/invitations', { cookie });

describe('GET /api/teams/invitations', () => {
  it('lists the pending invitations for a team admin: email, role, sent, expiry', async () => {
    const t = await setup();
    t.clock.now += 1000;
    await t.request('/api/teams/invite', {
      method: 'POST',
      cookie: t.leadCookie,
      json: { teamName: 'Northwind', emails: ['boss@example.com'], role: 'admin' },
    });
    const res = await list(t, t.leadCookie);
    expect(res.status).toBe(200);
    const sentAt = t.invite.createdAt.getTime();
    const { invitations } = await res.json();
    expect(invitations).toEqual([
      {
        id: expect.any(String),
        email: 'boss@example.com',
        role: 'admin',
        invitedAt: new Date(sentAt + 1000).toISOString(),
        expiresAt: new Date(sentAt + 1000 + 7 * DAY).toISOString(),
        expired: false,
      },
      {
        id: t.invite.id,
        email: 'guest@example.com',
        role: 'member',
        invitedAt: new Date(sentAt).toISOString(),
        expiresAt: new Date(sentAt + 7 * DAY).toISOString(),
        expired: false,
      },
    ]);
  });

  it('marks an invitation past its expiry as expired, and leaves accepted ones out', async () => {
    const t = await setup();
    t.clock.now += 7 * DAY;
    const expired = (await (await list(t, t.leadCookie)).json()).invitations;
    expect(expired).toMatchObject([{ email: 'guest@example.com', expired: true }]);

    // Sent again, it is pending again; once accepted it leaves the list.
    await resend(t, t.leadCookie, t.invite.id);
    expect((await (await list(t, t.leadCookie)).json()).invitations).toMatchObject([{ expired: false }]);
    const token = (await tokensFor(t, 'guest@example.com')).at(-1)!;
    expect((await accept(t, 'guest@example.com', token)).status).toBe(200);
    expect(await (await list(t, t.leadCookie)).json()).toEqual({ invitations: [] });
  });

  it('refuses a member who is no admin (403) and gives a user without a team an empty list', async () => {
    const t = await setup();
    const res = await list(t, await t.signIn('member@example.com'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only team admins can do this' });
    const none = await list(t, await t.signIn('outsider@example.com'));
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ invitations: [] });
  });
});

describe('POST /api/teams/invitations/{id}/resend', () => {
  it('mails a new link: the old one stops working, the new one joins, the expiry starts again', async () => {
    const t = await setup();
    const [oldToken] = await tokensFor(t, 'guest@example.com');
    t.clock.now += 3 * DAY;
    const res = await resend(t, t.leadCookie, t.invite.id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Invitation sent again to guest@example.com');
    expect(body.invitation).toMatchObject({
      id: t.invite.id,
      email: 'guest@example.com',
      expiresAt: new Date(t.clock.now + 7 * DAY).toISOString(),
      expired: false,
    });
    const row = (await t.db.select().from(teamInvites).where(eq(teamInvites.id, t.invite.id)).get())!;
    expect(row.expiresAt.getTime()).toBe(t.clock.now + 7 * DAY);

    // A second mail through the same outbox, from the admin who sent it again.
    const mails = await t.db.select().from(outboxMessages).all();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      ownerId: t.lead.id,
      from: 'lead@example.com',
      to: ['guest@example.com'],
      subject: 'Lena Lead invited you to join Northwind on Leadpath',
    });
    const [, newToken] = await tokensFor(t, 'guest@example.com');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);

    const old = await accept(t, 'guest@example.com', oldToken!);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: 'This invitation link is not valid' });

    // Past the first link's 7 days the new one still works: its expiry counts from the resend.
    t.clock.now += 5 * DAY;
    const joined = await accept(t, 'guest@example.com', newToken!);
    expect(joined.status).toBe(200);
    expect(
      await t.db.select().from(teamMembers).where(eq(teamMembers.userId, t.guest.id)).get(),
    ).toMatchObject({
      teamId: t.team.id,
      admin: false,
    });
  });

  it('refuses a member who is no admin with 403 and changes nothing', async () => {
    const t = await setup();
    const res = await resend(t, await t.signIn('member@example.com'), t.invite.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only team admins can do this' });
    expect(await t.db.select().from(teamInvites).get()).toEqual(t.invite);
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(1);
  });

  it('answers 404 for an unknown id, an accepted invitation or an outsider', async () => {
    const t = await setup();
    const unknown = await resend(t, t.leadCookie, 'no-such-invitation');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'Invitation not found. It may have been accepted or revoked.',
    });
    const outsider = await resend(t, await t.signIn('outsider@example.com'), t.invite.id);
    expect(outsider.status).toBe(404);

    await accept(t, 'guest@example.com', (await tokensFor(t, 'guest@example.com'))[0]!);
    expect((await resend(t, t.leadCookie, t.invite.id)).status).toBe(404);
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(1);
  });
});

describe('DELETE /api/teams/invitations/{id}', () => {
  it('revokes: the link stops working and the invitation leaves the list', async () => {
    const t = await setup();
    const res = await revoke(t, t.leadCookie, t.invite.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Invitation to guest@example.com revoked' });
    expect(await t.db.select().from(teamInvites).all()).toEqual([]);
    expect(await (await list(t, t.leadCookie)).json()).toEqual({ invitations: [] });

    const refused = await accept(t, 'guest@example.com', (await tokensFor(t, 'guest@example.com'))[0]!);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'This invitation link is not valid' });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, t.guest.id)).all()).toEqual([]);

    // Revoking it again: it is gone.
    const again = await revoke(t, t.leadCookie, t.invite.id);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe('Invitation not found. It may have been accepted or revoked.');
  });

  it('refuses a member who is no admin (403) and an outsider (404); the link still works', async () => {
    const t = await setup();
    const res = await revoke(t, await t.signIn('member@example.com'), t.invite.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only team admins can do this' });
    expect((await revoke(t, await t.signIn('outsider@example.com'), t.invite.id)).status).toBe(404);
    expect(await t.db.select().from(teamInvites).all()).toHaveLength(1);
    expect((await accept(t, 'guest@example.com', (await tokensFor(t, 'guest@example.com'))[0]!)).status).toBe(
      200,
    );
  });

  it('answers 401 without a session', async () => {
    const t = await setup();
    expect((await t.request(`/api/teams/invitations/${t.invite.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.request('/api/teams/invitations')).status).toBe(401);
  });
});
