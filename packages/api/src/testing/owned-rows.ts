import { mailboxes, scheduledSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { createApiKey, enableApiAccess } from './api-keys.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** Text only the owner's rows hold: a body that contains any of it leaked the owner's data. */
export const OWNER_SECRETS = [
  'owner@example.com',
  'owner-invitee@example.com',
  'Owner Secret Team',
  'Ownercorp Secret',
  'ownercorp.example',
  'Olivia',
  'Secretprospect',
  'olivia@ownercorp.example',
  'the owner’s private guide',
  'owner private key',
  'Owner Secret Sequence',
  'Owner Secret Mailbox',
  'Owner Secret Playbook',
  'Owner Secret Voice',
  'Owner Secret Filter',
] as const;

/** A valid body per {id} route, so the answer comes from the ownership check, not from validation. */
export const bodyOfIdRoute: Record<string, Record<string, unknown>> = {
  'GET /companies/{id}': {},
  'PATCH /companies/{id}': { name: 'Taken over' },
  'DELETE /companies/{id}': {},
  'GET /prospects/{id}': {},
  'PATCH /prospects/{id}': { firstName: 'Taken over' },
  'PATCH /prospects/{id}/personality': { personalityType: 'D', regenerate: true },
  'PATCH /prospects/{id}/guide': { engagementGuide: 'Taken over' },
  'DELETE /prospects/{id}': {},
  'PATCH /prospects/saved-filters/{id}': { name: 'Taken over' },
  'DELETE /prospects/saved-filters/{id}': {},
  'PATCH /api-access/keys/{id}': { isActive: false },
  'DELETE /api-access/keys/{id}': {},
  'DELETE /account/sessions/{id}': {},
  'POST /admin/users/{id}/plan': { plan: 'Free' },
  'PATCH /admin/ai-training/versions/{id}': { instructions: 'Taken over' },
  'DELETE /admin/ai-training/versions/{id}': {},
  'POST /admin/ai-training/versions/{id}/evaluations': {},
  'GET /admin/ai-training/versions/{id}/evaluation': {},
  'GET /admin/ai-training/versions/{id}/outputs': {},
  'POST /admin/ai-training/versions/{id}/publish': {},
  'DELETE /admin/ai-training/knowledge/{id}': {},
  'DELETE /admin/ai-training/cases/{id}': {},
  'GET /admin/ai-training/review/{id}': {},
  'PATCH /admin/ai-training/review/{id}': { subject: 'Taken over', body: 'Taken over' },
  'POST /admin/ai-training/review/{id}/approve': {},
  'POST /admin/ai-training/review/{id}/reject': { reason: 'Taken over' },
  'POST /admin/ai-training/review/{id}/regenerate': {},
  'GET /admin/ai-training/examples/{id}': {},
  'PATCH /admin/ai-training/examples/{id}': { note: 'Taken over' },
  'DELETE /admin/ai-training/examples/{id}': {},
  'POST /teams/invitations/{id}/resend': {},
  'DELETE /teams/invitations/{id}': {},
  'GET /gtm/playbooks/{id}': {},
  'PATCH /gtm/playbooks/{id}': { name: 'Taken over' },
  'DELETE /gtm/playbooks/{id}': {},
  'POST /gtm/playbooks/{id}/activate': {},
  'POST /gtm/playbooks/{id}/status': { status: 'archived' },
  'POST /gtm/playbooks/{id}/audience-preview': {},
  'GET /gtm/playbooks/{id}/play-runs': {},
  'GET /gtm/playbooks/{id}/plays': {},
  'POST /gtm/playbooks/{id}/plays': {
    name: 'Taken over',
    trigger: 'meeting_booked',
    action: 'set_status',
    status: 'won',
  },
  'PUT /gtm/playbooks/{id}/plays/{playId}': {
    playId: 'a-play',
    name: 'Taken over',
    trigger: 'meeting_booked',
    action: 'set_status',
    status: 'won',
  },
  'DELETE /gtm/playbooks/{id}/plays/{playId}': { playId: 'a-play' },
  'GET /gtm/playbooks/{id}/triggered-runs': {},
  'GET /prospects/{id}/scores': {},
  'GET /sequences/{id}': {},
  'PATCH /sequences/{id}': { name: 'Taken over' },
  'DELETE /sequences/{id}': {},
  'POST /sequences/{id}/activate': {},
  'POST /sequences/{id}/pause': {},
  'GET /sequences/{id}/enrollments': {},
  'POST /sequences/{id}/enrollments': { prospectIds: ['a-prospect'] },
  'POST /sequences/{id}/schedule-preview': { prospectIds: ['a-prospect'] },
  'DELETE /sequences/{id}/enrollments/{prospectId}': { prospectId: 'a-prospect' },
  'POST /sequences/{id}/enrollments/{prospectId}/pause': { prospectId: 'a-prospect' },
  'POST /sequences/{id}/enrollments/{prospectId}/resume': { prospectId: 'a-prospect' },
  'GET /sequences/{id}/schedule': {},
  'GET /sequences/{id}/stats': {},
  'GET /prospects/{id}/activity': {},
  'POST /prospects/{id}/outreach-signal': { kind: 'replied' },
  'POST /prospects/{id}/enrich': { overwrite: ['phone'] },
  'GET /prospects/{id}/enrichment': {},
  'GET /enrichment-runs/{id}': {},
  'POST /outreach/tasks/{id}/complete': {},
  'GET /dialer/sessions/{id}': {},
  'POST /dialer/sessions/{id}/next': { skip: true },
  'PATCH /calls/{id}': { notes: 'Taken over' },
  'POST /dialer/sessions/{id}/call': {},
  'POST /calls/{id}/hang-up': {},
  'POST /calls/{id}/voicemail-drop': { voiceId: 'a-voice' },
  'POST /calls/{id}/digits': { digits: '1' },
  'PATCH /voices/{id}': { name: 'Taken over' },
  'DELETE /voices/{id}': {},
  'POST /voices/{id}/preview': {},
  'GET /webhooks/{id}': {},
  'PATCH /webhooks/{id}': { url: 'https://taken-over.example/hook' },
  'DELETE /webhooks/{id}': {},
  'POST /webhooks/{id}/rotate-secret': {},
  'GET /webhooks/{id}/deliveries': {},
  'POST /webhooks/{id}/test': {},
  'POST /webhooks/deliveries/{id}/redeliver': {},
  'GET /domains/{id}': {},
  'POST /domains/{id}/verify': {},
  'DELETE /domains/{id}': {},
  'POST /domains/{id}/demo-records': {},
  'PUT /domains/{id}/demo-records': { kind: 'dkim', value: 'v=DKIM1; k=rsa; p=taken-over' },
  'PATCH /mailboxes/{id}': { dailyCap: 1, status: 'paused' },
  'DELETE /mailboxes/{id}': {},
  'POST /mailboxes/{id}/test': { to: 'taken-over@example.com' },
  'GET /mailboxes/messages/{id}/conversation': {},
  'POST /mailboxes/messages/{id}/simulate-reply': { kind: 'unsubscribe' },
  'GET /mailboxes/inbox/{id}': {},
  'POST /mailboxes/inbox/{id}/read': { read: false },
  'POST /mailboxes/inbox/{id}/reply': { text: 'Taken over' },
  'GET /mailboxes/inbox/{id}/class': {},
  'PATCH /mailboxes/inbox/{id}/class': { class: 'unsubscribe' },
  'GET /linkedin/conversations/{id}/messages': {},
  'POST /linkedin/conversations/{id}/read': {},
  'POST /linkedin/conversations/{id}/messages': { text: 'Taken over' },
  'PATCH /linkedin/conversations/{id}/class': { class: 'other' },
};

async function postJson<T>(
  t: TestApp,
  path: string,
  cookie: string,
  json: unknown,
  method = 'POST',
): Promise<T> {
  const res = await t.request(path, { method, cookie, json });
  if (res.status !== 200) throw new Error(`${method} ${path} failed with ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The owner (user A) with one row of each kind a path takes an {id} of. */
export async function createOwnerRows(t: TestApp) {
  const owner = await t.createUser({ email: 'owner@example.com', name: 'Owner', role: 'Pro' });
  const cookie = await t.signIn('owner@example.com');
  const company = await postJson<{ id: string }>(t, '/api/companies', cookie, {
    name: 'Ownercorp Secret',
    domain: 'ownercorp.example',
  });
  const prospect = await postJson<{ id: string }>(t, '/api/prospects', cookie, {
    firstName: 'Olivia',
    lastName: 'Secretprospect',
    email: 'olivia@ownercorp.example',
    companyId: company.id,
  });
  await postJson(
    t,
    `/api/prospects/${prospect.id}/guide`,
    cookie,
    {
      engagementGuide: 'the owner’s private guide',
    },
    'PATCH',
  );
  await enableApiAccess(t, cookie);
  const key = await createApiKey(t, cookie, { name: 'owner private key', permissions: ['leads:read'] });
  const sessions = await (await t.request('/api/account/sessions', { cookie })).json();
  const sessionId = (sessions as { sessions: { id: string }[] }).sessions[0]!.id;
  await postJson(t, '/api/teams/invite', cookie, {
    teamName: 'Owner Secret Team',
    emails: ['owner-invitee@example.com'],
    role: 'member',
  });
  const invitations = await (await t.request('/api/teams/invitations', { cookie })).json();
  const inviteId = (invitations as { invitations: { id: string }[] }).invitations[0]!.id;
  const webhook = await postJson<{ id: string }>(t, '/api/webhooks', cookie, {
    url: 'https://hooks.ownercorp.example/leadpath',
    events: ['prospect.created'],
  });
  const test = await postJson<{ delivery: { id: string } }>(
    t,
    `/api/webhooks/${webhook.id}/test`,
    cookie,
    {},
  );
  // A sending domain of the owner (its DKIM key never leaves).
  const sendingDomain = await postJson<{ id: string }>(t, '/api/domains', cookie, {
    domain: 'ownercorp.example',
  });
  // A sending mailbox of the owner (its SMTP password is sealed and never leaves).
  const mailboxId = `mailbox-${owner.id}`;
  await t.db
    .insert(mailboxes)
    .values({
      id: mailboxId,
      ownerId: owner.id,
      kind: 'smtp',
      label: 'Owner Secret Mailbox',
      fromAddress: 'olivia-sender@ownercorp.example',
      smtpHost: '127.0.0.1',
      smtpPort: 1,
      smtpSecurity: 'none',
      smtpUsername: 'owner',
      smtpPasswordSealed: t.deps.secrets.seal('owner smtp password', `mailbox-smtp:${mailboxId}`),
      dailyCap: 10,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupStartLimit: 5,
      warmupIncreaseBy: 5,
      warmupPeriod: 10,
      createdAt: new Date(t.clock.now),
      updatedAt: new Date(t.clock.now),
    })
    .run();
  // A sent mail of the owner (inbound, ADR 030: its conversation and "Simulate a reply").
  const sentMail = await t.deps.services.mailer.send({
    ownerId: owner.id,
    from: 'olivia-sender@ownercorp.example',
    to: ['olivia@ownercorp.example'],
    subject: 'Owner Secret Sequence mail',
    text: 'the owner’s private guide',
    messageId: '<owner-secret-mail@ownercorp.example>',
  });
  // A reply to it, in the owner's inbox (issue 28).
  await postJson(t, `/api/mailboxes/messages/${sentMail.id}/simulate-reply`, cookie, { kind: 'reply' });
  const inbox = (await (await t.request('/api/mailboxes/inbox', { cookie })).json()) as {
    items: { id: string }[];
  };
  const inboundMessageId = inbox.items[0]!.id;
  // A sequence with the owner's prospect in it, and that prospect's call step open as a task.
  const sequence = await postJson<{ id: string }>(t, '/api/sequences', cookie, {
    name: 'Owner Secret Sequence',
    steps: [{ kind: 'call', body: 'Call Olivia about the owner’s private guide' }],
  });
  await postJson(t, `/api/sequences/${sequence.id}/enrollments`, cookie, { prospectIds: [prospect.id] });
  const playbook = await postJson<{ id: string }>(t, '/api/gtm/playbooks', cookie, {
    name: 'Owner Secret Playbook',
    personas: [{ name: 'Olivia', sequenceId: sequence.id }],
  });
  const task = (await t.db
    .select({ id: scheduledSteps.id })
    .from(scheduledSteps)
    .where(eq(scheduledSteps.sequenceId, sequence.id))
    .get())!;
  await t.db.update(scheduledSteps).set({ status: 'task_open' }).where(eq(scheduledSteps.id, task.id)).run();
  // A dialer session over the owner's prospect, and a call logged to it (Power Dialer, issue 35).
  const dialerSession = await postJson<{ id: string }>(t, '/api/dialer/sessions', cookie, {
    source: 'selection',
    prospectIds: [prospect.id],
  });
  const { dispositions } = (await (await t.request('/api/dialer/dispositions', { cookie })).json()) as {
    dispositions: { id: string }[];
  };
  const ownerCall = await postJson<{ id: string }>(t, '/api/calls', cookie, {
    prospectId: prospect.id,
    dispositionId: dispositions[0]!.id,
    notes: 'the owner’s private guide',
  });
  // A voice of the owner for voicemail drops (its message is the owner's).
  const voice = await postJson<{ id: string }>(t, '/api/voices', cookie, {
    name: 'Owner Secret Voice',
    voicemailText: 'the owner’s private guide',
  });
  // A saved Prospects filter of the owner (its name and search are the owner's).
  const savedFilter = await postJson<{ id: string }>(t, '/api/prospects/saved-filters', cookie, {
    name: 'Owner Secret Filter',
    filter: { q: 'Secretprospect' },
  });
  // A LinkedIn conversation of the owner: the sandbox network's first sync brings one.
  await postJson(t, '/api/linkedin/account', cookie, { kind: 'sandbox' });
  await postJson(t, '/api/linkedin/account/sync', cookie, {});
  const linkedinInbox = await (await t.request('/api/linkedin/conversations', { cookie })).json();
  const linkedinConversationId = (linkedinInbox as { conversations: { id: string }[] }).conversations[0]!.id;
  const enrichmentRun = await postJson<{ runId: string }>(t, '/api/prospects/enrich', cookie, {
    ids: [prospect.id],
  });
  return {
    enrichmentRunId: enrichmentRun.runId,
    linkedinConversationId,
    cookie,
    userId: owner.id,
    companyId: company.id,
    prospectId: prospect.id,
    keyId: key.id,
    sessionId,
    inviteId,
    sequenceId: sequence.id,
    playbookId: playbook.id,
    taskId: task.id,
    webhookId: webhook.id,
    webhookDeliveryId: test.delivery.id,
    sendingDomainId: sendingDomain.id,
    mailboxId,
    outboxMessageId: sentMail.id,
    inboundMessageId,
    dialerSessionId: dialerSession.id,
    callId: ownerCall.id,
    voiceId: voice.id,
    savedFilterId: savedFilter.id,
  };
}

export type OwnerRows = Awaited<ReturnType<typeof createOwnerRows>>;

/** The owner's id that a path's {id} stands for. */
export function ownedIdFor(path: string, rows: OwnerRows): string | undefined {
  if (path.startsWith('/companies/')) return rows.companyId;
  if (path.startsWith('/prospects/saved-filters/')) return rows.savedFilterId;
  if (path.startsWith('/prospects/')) return rows.prospectId;
  if (path.startsWith('/api-access/keys/')) return rows.keyId;
  if (path.startsWith('/account/sessions/')) return rows.sessionId;
  if (path.startsWith('/admin/users/')) return rows.userId;
  // Staff-only and install-wide: the Admin gate refuses before any id is read.
  if (path.startsWith('/admin/ai-training/')) return rows.userId;
  if (path.startsWith('/teams/invitations/')) return rows.inviteId;
  if (path.startsWith('/sequences/')) return rows.sequenceId;
  if (path.startsWith('/gtm/playbooks/')) return rows.playbookId;
  if (path.startsWith('/outreach/tasks/')) return rows.taskId;
  if (path.startsWith('/linkedin/conversations/')) return rows.linkedinConversationId;
  if (path.startsWith('/domains/')) return rows.sendingDomainId;
  if (path.startsWith('/mailboxes/messages/')) return rows.outboxMessageId;
  if (path.startsWith('/mailboxes/inbox/')) return rows.inboundMessageId;
  if (path.startsWith('/mailboxes/')) return rows.mailboxId;
  if (path.startsWith('/webhooks/deliveries/')) return rows.webhookDeliveryId;
  if (path.startsWith('/webhooks/')) return rows.webhookId;
  if (path.startsWith('/dialer/sessions/')) return rows.dialerSessionId;
  if (path.startsWith('/calls/')) return rows.callId;
  if (path.startsWith('/voices/')) return rows.voiceId;
  if (path.startsWith('/enrichment-runs/')) return rows.enrichmentRunId;
  return undefined;
}
