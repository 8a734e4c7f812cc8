// pnpm dev: the server with reload on port 3001 and Vite with hot reload on port 3000 (it proxies /api and /trpc).
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '3001',
      NODE_ENV: 'development',
      // Vite proxies to 127.0.0.1:3001; the demo accounts live in their own file, as with pnpm demo.
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: process.env.SEED_DEMO_DATA || 'true',
      DATABASE_PATH: process.env.DATABASE_PATH || 'data/demo.db',
      WEB_DIST_PATH: process.env.WEB_DIST_PATH ?? '',
    },
  }),
  spawn('pnpm', ['--filter', '@leadpath/web', 'dev'], { stdio: 'inherit', env: process.env }),
];

const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
