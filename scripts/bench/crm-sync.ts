// The CRM lead sync against HubSpot's documented rate limit (issue 18, ADR 024, ADR 025): 10,000 leads
// through the real HubSpot client and the background sync, against a fake HubSpot that enforces 100
// requests per 10 s (a sliding window, 429 with Retry-After beyond it) on the app's clock. The clock is
// simulated: the runner moves it to the next due step, so the run takes seconds of wall time and its
// simulated duration is what a real sync would take under the limit. Part of `pnpm bench`; alone:
// node --import tsx scripts/bench/crm-sync.ts   (prints the section)
import { pathToFileURL } from 'node:url';
import { createCrmProviderFactory } from '../../packages/api/src/crm/crm-providers.ts';
import { saveUserIntegration } from '../../packages/api/src/integrations/user-integrations.ts';
import { runDueSyncJobs } from '../../packages/api/src/testing/crm-sync-jobs.ts';
import { createTestApp } from '../../packages/api/src/testing/test-app.ts';
import { insertLeads } from '../../packages/db/src/index.ts';
import { startFakeHubspot } from '../../packages/integrations/src/crm/testing/fake-hubspot.ts';

/** HubSpot's documented limit for private apps on Free and Starter: 100 requests per 10 s. */
const LIMIT = { requests: 100, perMs: 10_000 };
/** HubSpot's batch endpoints take 100 inputs. */
const BATCH = 100;

export interface CrmSyncRun {
  name: string;
  leads: number;
  /** Simulated seconds from the click to the last lead synced, under the limit. */
  simulatedSeconds: number;
  leadsPerSecond: number;
  /** Leads per second over the limit's floor (all leads at 100 a request, 100 requests per 10 s). */
  ratioToFloor: number;
  requests: number;
  rateLimited: number;
  busiestWindow: number;
  synced: number;
  wallMs: number;
}

/** The floor: the leads in as few requests as the batch size allows, at the limit's rate. */
export const floorLeadsPerSecond = (BATCH * LIMIT.requests * 1000) / LIMIT.perMs;

async function measureOne(name: string, leads: number, withCompanies: boolean): Promise<CrmSyncRun> {
  const t = createTestApp();
  const hubspot = await startFakeHubspot({
    tokens: { 'pat-bench': 'bench' },
    limit: LIMIT,
    now: () => t.clock.now,
  });
  try {
    // The single-tenant client is the real HubSpot client with the shared request window; a 429 is
    // not waited out in place (that would sleep in real time) but rescheduled on the app's clock.
    t.deps.services.crm = createCrmProviderFactory(t.db, () => t.clock.now, {
      singleTenant: {
        hubspot: {
          baseUrl: hubspot.url,
          accessToken: 'pat-bench',
          requestsPer10Seconds: LIMIT.requests,
          http: { maxRetries: 0 },
        },
      },
    });
    const user = await t.createUser({ email: 'bench@example.com', role: 'Pro' });
    const cookie = await t.signIn('bench@example.com');
    await saveUserIntegration(t.db, user.id, 'hubspot', 'conn-bench', t.clock.now);
    await insertLeads(
      t.db,
      user.id,
      { companies: Math.ceil(leads / 5), prospects: leads },
      { now: t.clock.now },
    );
    await t.db.$sql.run(`update prospects set email = 'lead-' || id || '@example.com'`);
    const settings = await t.request('/api/crm/settings', {
      method: 'PATCH',
      cookie,
      json: { enabled: true, provider: 'hubspot', autoCreateAccounts: withCompanies },
    });
    if (settings.status !== 200) throw new Error(`CRM settings: ${settings.status} ${await settings.text()}`);

    const wallStart = performance.now();
    const start = t.clock.now;
    const started = await t.request('/api/crm/sync-leads', { method: 'POST', cookie, json: {} });
    if (started.status !== 200) throw new Error(`sync-leads: ${started.status} ${await started.text()}`);
    for (;;) {
      await runDueSyncJobs(t.deps, t.clock);
      // Nothing due: a step put off by a 429 is next; move the clock to it (the limit's own wait).
      const next = await t.db.$sql.get<{ runAt: number }>(
        "select run_at as runAt from jobs where kind = 'crm.sync' and status = 'queued' order by run_at limit 1",
      );
      if (!next) break;
      t.clock.now = Math.max(t.clock.now, Number(next.runAt));
    }
    const status = (await (await t.request('/api/crm/sync-status', { cookie })).json()) as { pushed: number };
    const simulatedSeconds = (t.clock.now - start) / 1000;
    const leadsPerSecond = leads / Math.max(simulatedSeconds, 0.001);
    const rateLimited = hubspot.requests.filter((r) => r.status === 429).length;
    return {
      name,
      leads,
      simulatedSeconds,
      leadsPerSecond,
      ratioToFloor: leadsPerSecond / floorLeadsPerSecond,
      requests: hubspot.requests.length,
      rateLimited,
      busiestWindow: hubspot.busiestWindow('bench', LIMIT.perMs),
      synced: status.pushed,
      wallMs: Math.round(performance.now() - wallStart),
    };
  } finally {
    await hubspot.close();
  }
}

export async function measureCrmSync(leads = 10_000): Promise<CrmSyncRun[]> {
  return [
    await measureOne('contacts only (no account creation)', leads, false),
    await measureOne('contacts and their companies', leads, true),
  ];
}

export function crmSyncSection(runs: CrmSyncRun[]): string[] {
  return [
    '## CRM sync under HubSpot’s rate limit (issue 18, ADR 024, ADR 025)',
    '',
    `10,000 leads through the real HubSpot client and the background sync, against a fake HubSpot that enforces its documented`,
    `limit for private apps (${LIMIT.requests} requests per ${LIMIT.perMs / 1000} s, a sliding window, 429 with Retry-After beyond it) on a simulated clock.`,
    `The floor is the limit's own: every lead in a batch of ${BATCH}, ${LIMIT.requests} requests per ${LIMIT.perMs / 1000} s, so ${floorLeadsPerSecond.toLocaleString('en')} leads/s`,
    '(10,000 leads in 10 s). The sync sends per page of 100 leads one contacts upsert, and with companies one companies',
    'batch and one associations batch: three requests, so a third of the floor is its best there. The sync paces its steps to',
    'a window it keeps per HubSpot account (a step starts when its requests fit), so it meets no 429.',
    '',
    '| run | leads synced | simulated s | leads/s | ratio to the floor | requests | busiest 10 s | 429s | wall ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.name} | ${r.synced.toLocaleString('en')} of ${r.leads.toLocaleString('en')} | ${r.simulatedSeconds.toFixed(1)} | ${Math.round(r.leadsPerSecond)} | ${r.ratioToFloor.toFixed(2)} | ${r.requests} | ${r.busiestWindow} | ${r.rateLimited} | ${r.wallMs} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${crmSyncSection(await measureCrmSync()).join('\n')}\n`);
  process.exit(0);
}
