// Lighthouse performance of the pages a user opens most, on a phone (the defaults) and on a desktop.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

export type FormFactor = 'desktop' | 'mobile';
export type LighthouseScores = Record<string, Record<FormFactor, number | null>>;

export interface LighthouseRun {
  score: number;
  totalBlockingMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  speedIndexMs: number;
  layoutShift: number;
}

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** One Lighthouse run of one page; null (and a log line) when Lighthouse could not run. */
export function lighthouseRun(
  url: string,
  cookie: string | null,
  formFactor: FormFactor,
  /** Where to keep the whole report (its diagnostics: LCP element, long tasks, request chains). */
  reportPath?: string,
): LighthouseRun | null {
  try {
    const output = execFileSync(
      'pnpm',
      [
        'dlx',
        'lighthouse@13',
        url,
        '--output=json',
        '--quiet',
        '--only-categories=performance',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        // Without a preset Lighthouse emulates a mid-range phone on slow 4G with a 4× slower CPU.
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
    );
    if (reportPath) writeFileSync(reportPath, output);
    const report = JSON.parse(String(output));
    const audit = (id: string) => report.audits[id].numericValue as number;
    return {
      score: Math.round((report.categories.performance.score as number) * 100),
      totalBlockingMs: Math.round(audit('total-blocking-time')),
      largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
      firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
      speedIndexMs: Math.round(audit('speed-index')),
      layoutShift: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    };
  } catch (error) {
    log(
      `lighthouse (${formFactor}) failed for ${url}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
    return null;
  }
}

/** A signed-in page gets the session cookie; /login is measured signed out, as a visitor sees it. */
export function lighthouseScores(
  baseUrl: string,
  cookie: string,
  paths: readonly string[],
  formFactors: readonly FormFactor[] = ['desktop', 'mobile'],
): LighthouseScores {
  const scores: LighthouseScores = {};
  for (const path of paths) {
    const row: Record<FormFactor, number | null> = { desktop: null, mobile: null };
    for (const formFactor of formFactors) {
      const run = lighthouseRun(`${baseUrl}${path}`, path === '/login' ? null : cookie, formFactor);
      if (run)
        log(
          `lighthouse ${formFactor} ${path}: ${run.score} (TBT ${run.totalBlockingMs} ms, LCP ${run.largestContentfulPaintMs} ms)`,
        );
      row[formFactor] = run?.score ?? null;
    }
    scores[path] = row;
  }
  return scores;
}

/** A sequence of the measured account to open its page: the first one, or a small new one. */
export async function sequencePagePath(baseUrl: string, cookie: string): Promise<string | null> {
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const list = await fetch(`${baseUrl}/api/sequences`, { headers });
  if (!list.ok) return null;
  const body = (await list.json()) as
    | { items?: { id: string }[]; sequences?: { id: string }[] }
    | { id: string }[];
  const items = Array.isArray(body) ? body : (body.sequences ?? body.items ?? []);
  let id = items[0]?.id;
  if (!id) {
    const created = await fetch(`${baseUrl}/api/sequences`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Bench sequence',
        steps: [{ kind: 'auto_email', variants: [{ subject: 'Hello', body: 'A short note.' }] }],
      }),
    });
    if (!created.ok) {
      log(`no sequence for the bench: ${created.status} ${await created.text()}`);
      return null;
    }
    id = ((await created.json()) as { id: string }).id;
  }
  return `/dashboard/custom-outreach/${id}`;
}
