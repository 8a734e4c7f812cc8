import { defineConfig } from 'vitest/config';

// The PostgreSQL run (pnpm test:unit:pg, ADR 041) copies a database per test over a socket: each test
// is a few times slower than on in-memory SQLite, so its per-test budget is too. SQLite's 10 s leaves room
// for a loaded 2-core machine (a test of many HTTP calls took 5.5 s there beside a browser run).
const onPostgres = process.env.LEADPATH_TEST_ENGINE === 'postgres';
// Tests that never reach a database run once, in the SQLite run: the rules and schemas (core), the
// outside services' clients (integrations), the scripts, and HTTP framing that refuses before any query.
const engineIndependent = [
  'packages/core/**',
  'packages/integrations/**',
  'scripts/**',
  'apps/server/src/lingering-close.test.ts',
  'packages/api/src/http/body-limit.test.ts',
];

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.stress.test.ts', ...(onPostgres ? engineIndependent : [])],
    environment: 'node',
    pool: 'forks',
    // One module graph per worker, not per file: importing the app again for each of ~240 files was
    // two thirds of the suite's time. Tests share no module state (no vi.mock; fake timers restored).
    isolate: false,
    // Vitest's default on 2 cores is one worker; the tests wait on sockets and PostgreSQL often enough for two.
    maxWorkers: 2,
    testTimeout: onPostgres ? 20_000 : 10_000,
    hookTimeout: onPostgres ? 60_000 : 10_000,
    // The security events every refused call writes (security-log.ts) would drown the report; the tests
    // that check them read console.info themselves.
    onConsoleLog: (log) => !log.includes('"msg":"security"'),
  },
});
