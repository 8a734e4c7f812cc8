// pnpm bench:web: only the Web part of pnpm bench (page weight and Lighthouse), on the demo data.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
} from '../../apps/server/src/stress/server-process.ts';
import { type FormFactor, lighthouseScores, sequencePagePath } from './lighthouse.ts';
import { initialJavaScript } from './web-weight.ts';

const formFactors: FormFactor[] = process.argv.includes('--mobile-only') ? ['mobile'] : ['desktop', 'mobile'];
// BENCH_WEB_DIST measures a build made earlier (a "before" build kept while the code changes).
const webDist = process.env.BENCH_WEB_DIST ?? join(mkdtempSync(join(tmpdir(), 'lp-bench-web-')), 'dist');
if (!process.env.BENCH_WEB_DIST)
  execFileSync(
    'pnpm',
    ['--filter', '@leadpath/web', 'exec', 'vite', 'build', '--outDir', webDist, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
// BENCH_WEB_PORT: the port to serve on (a shared machine hands out ports); any free one otherwise.
const port = process.env.BENCH_WEB_PORT;
const app = await startServerProcess(temporaryDatabasePath(), {
  WEB_DIST_PATH: webDist,
  ...(port ? { PORT: port } : {}),
});
try {
  const cookie = await signInOverHttp(app.baseUrl, 'pro@demo.test');
  const sequence = await sequencePagePath(app.baseUrl, cookie);
  const paths = ['/login', '/dashboard', '/dashboard/prospects', ...(sequence ? [sequence] : [])];
  const weights = await initialJavaScript(app.baseUrl, cookie, paths);
  // --weights-only: the bytes alone, which a busy machine does not change (Lighthouse's scores it does).
  const scores = process.argv.includes('--weights-only')
    ? {}
    : lighthouseScores(app.baseUrl, cookie, paths, formFactors);
  for (const path of paths)
    process.stdout.write(
      `${path}\tJS ${((weights[path] ?? 0) / 1024).toFixed(1)} KB\tdesktop ${scores[path]?.desktop ?? '-'}\tmobile ${scores[path]?.mobile ?? '-'}\n`,
    );
} finally {
  await app.stop();
}
process.exit(0);
