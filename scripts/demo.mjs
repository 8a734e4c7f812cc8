// pnpm demo (after the build): the server with the demo accounts, reachable from this machine only.
// Its own database file, so a later `pnpm start` on data/app.db never inherits the demo accounts.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // The demo accounts' password is published: never listen beyond loopback (demo-data-policy.ts).
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'true',
    DATABASE_PATH: process.env.DATABASE_PATH || 'data/demo.db',
    UPLOADS_PATH: process.env.UPLOADS_PATH || 'data/demo-uploads',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
