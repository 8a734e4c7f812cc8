import { defineConfig } from 'vitest/config';

/** pnpm test:stress: crash and load tests against a real server process (CI runs them too). */
export default defineConfig({
  test: {
    include: ['apps/server/src/stress/**/*.stress.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
