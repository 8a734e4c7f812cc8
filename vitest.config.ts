import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.stress.test.ts'],
    environment: 'node',
    pool: 'forks',
    // The security events every refused call writes (security-log.ts) would drown the report; the tests
    // that check them read console.info themselves.
    onConsoleLog: (log) => !log.includes('"msg":"security"'),
  },
});
