// pnpm dev: the server with reload on port 3001 and Vite with hot reload on port 3000 (it proxies /api and /trpc).
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '3001',
      NODE_ENV: 'development',
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
