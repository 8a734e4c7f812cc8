// node --import tsx scripts/bench/gtm-audience.ts — issue 34's point: the audience queries of a playbook
// (New GTM's live preview: companies counted, prospects counted, the scored sample) at GTM_SCALE
// prospects (default 1,000,000) of one account over 10,000 companies, with each query's SQLite plan.
// Prints the median of 5 runs per query (ms) and the load average before and after.
// GTM_DB=<file> seeds the account once and reuses it (gtm-bench-data.ts); GTM_BEFORE=0 skips the slow
// "every prospect tested" lines. GTM_SEED_ONLY=1 seeds and stops.
import {
  AUDIENCE_COUNT_CAP,
  prospectMatches,
  prospectMatchesTestedOneByOne,
  sampleAudience,
  sampleQuery,
} from '../../packages/api/src/playbooks/audience.ts';
import { countAudience, factCountsQuery } from '../../packages/api/src/playbooks/audience-count.ts';
import { companiesAsInAdr061, countAsInAdr061 } from '../../packages/api/src/playbooks/audience-earlier.ts';
import { countCompanies, previewAudience } from '../../packages/api/src/playbooks/audience-preview.ts';
import { playbookTemplates } from '../../packages/api/src/playbooks/templates.ts';
import { audienceAccount, audienceProfiles, openSeededAccount } from './gtm-bench-data.ts';
import { load, median, timed } from './timing.ts';

async function main() {
  const size = Number(process.env.GTM_SCALE ?? 1_000_000);
  const { db, owner, close } = await openSeededAccount(audienceAccount(size));
  const raw = db.$client;
  if (process.env.GTM_SEED_ONLY === '1') return close();

  const template = playbookTemplates[0]!;
  const profiles = audienceProfiles();
  // Before ADR 061: every prospect of the owner tested against the profile (kept to compare, same run).
  const countOf = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return raw.prepare(`select count(*) as n from (${text})`).get(...params);
  };
  const planOf = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    const steps = raw.prepare(`explain query plan ${text}`).all(...params) as { detail: string }[];
    return steps.map((step) => step.detail).join(' / ');
  };
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`GTM audience at ${size.toLocaleString('en-US')} prospects (load ${load()}), median of 5, ms`);
  const before = process.env.GTM_BEFORE !== '0';
  for (const [name, profile] of profiles) {
    const preview = await previewAudience(db, owner, profile, template.scoringRules);
    const dense = preview.prospects >= AUDIENCE_COUNT_CAP;
    const rules = template.scoringRules;
    const whole = await median(() => previewAudience(db, owner, profile, rules));
    const seeks = await median(() => countOf(prospectMatches(db, owner, profile)));
    const adr061 = await median(() => countOf(countAsInAdr061(db, owner, profile)));
    // The kept count twice (ADR 077; ADR 067's pairs were dropped by ADR 080), median (slowest) of 5.
    const facts = await timed(() => countAudience(db, owner, profile));
    const factsAgain = await timed(() => countAudience(db, owner, profile));
    const pair = (a: { median: number; max: number }) =>
      `${a.median.toFixed(1)} (slowest ${a.max.toFixed(1)})`;
    const sample = await median(() => sampleAudience(db, owner, profile, rules, 10, dense));
    const companiesCounted = await median(() => countCompanies(db, owner, profile));
    const companiesAdr061 = await median(() => countOf(companiesAsInAdr061(db, owner, profile)));
    print(
      `- ${name}: ${preview.prospects.toLocaleString('en-US')}${preview.capped ? '+' : ''} prospects; ` +
        `preview ${whole.toFixed(1)}, count from kept facts (ADR 077) ${pair(facts)} and ${pair(factsAgain)}, ` +
        `count by seeks with walked industries ${seeks.toFixed(1)}, count as in ADR 061 ${adr061.toFixed(1)}, sample ${sample.toFixed(1)}, companies counted ${companiesCounted.toFixed(1)}, as in ADR 061 ${companiesAdr061.toFixed(1)}; ` +
        `kept-facts plan: ${planOf(factCountsQuery(db, owner, profile))}; ` +
        `seeks plan: ${planOf(prospectMatches(db, owner, profile))}; ` +
        `ADR 061 plan: ${planOf(countAsInAdr061(db, owner, profile))}; ` +
        `sample plan: ${planOf(sampleQuery(db, owner, profile, 10, dense))}`,
    );
    if (!before) continue;
    const oldCount = await median(() => countOf(prospectMatchesTestedOneByOne(db, owner, profile)), 3);
    const oldSample = await median(() => sampleQuery(db, owner, profile, 10, true).all(), 3);
    print(
      `  before (every prospect tested): count ${oldCount.toFixed(1)}, sample ${oldSample.toFixed(1)}; ` +
        `plan: ${planOf(prospectMatchesTestedOneByOne(db, owner, profile))}`,
    );
  }
  print(`load after: ${load()}`);
  await close();
}

await main();
