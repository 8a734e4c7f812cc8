// pnpm demo: builds the web app when its sources changed, then serves the product with the demo
// accounts, reachable from this machine only, and prints the accounts and the address once it answers.
// Its own database file, so a later `pnpm start` on data/app.db never inherits the demo accounts.
// Ctrl+C stops it with exit code 0 (stopping the demo is not a failure).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { recordWebBuild, webBuildIsCurrent, webSourcesHash } from './web-build-stamp.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Seams for scripts/demo.test.ts: another tree to build, and stand-ins for the build and the server.
const root = process.env.DEMO_ROOT || repoRoot;
const buildCommand = process.env.DEMO_BUILD_COMMAND || 'pnpm build';
const serverCommand = process.env.DEMO_SERVER_COMMAND;
const port = Number(process.env.PORT || 3000);

let stopping = false;
let current = null;

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    // Ctrl+C reaches the child from the terminal too; SIGTERM from a supervisor only reaches us.
    current?.kill(signal);
  });

/** Runs a child to its end: its exit code, 0 when we were asked to stop. */
function run(child) {
  current = child;
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(stopping ? 0 : (code ?? 1)));
  });
}

const stop = (code) => {
  if (stopping) console.info('\nLeadpath demo stopped.');
  process.exit(code);
};

async function buildWhenChanged() {
  const sourcesHash = webSourcesHash(root);
  if (webBuildIsCurrent(root, sourcesHash)) {
    console.info('The web app is built from the current sources: skipping the build.');
    return 0;
  }
  const code = await run(spawn(buildCommand, { cwd: root, stdio: 'inherit', shell: true }));
  if (code === 0 && !stopping) recordWebBuild(root, sourcesHash);
  return code;
}

function startServer() {
  const env = {
    ...process.env,
    // The demo accounts' password is published: never listen beyond loopback (demo-data-policy.ts).
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'true',
    DATABASE_PATH: process.env.DATABASE_PATH || 'data/demo.db',
    UPLOADS_PATH: process.env.UPLOADS_PATH || 'data/demo-uploads',
  };
  return serverCommand
    ? spawn(serverCommand, { cwd: repoRoot, stdio: 'inherit', env, shell: true })
    : spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        stdio: 'inherit',
        env,
      });
}

/** Resolves once the server answers, or never when it exits first (its exit ends the demo). */
async function whenAnswering(url) {
  for (;;) {
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function printWelcome(url) {
  const { demoWelcome } = await import('../packages/db/src/demo-welcome.ts');
  console.info(demoWelcome(url));
}

const built = await buildWhenChanged();
if (built !== 0 || stopping) stop(built);
const server = startServer();
const url = `http://localhost:${port}`;
const served = run(server);
await Promise.race([
  served,
  whenAnswering(`http://127.0.0.1:${port}/api/setup/status`).then(() => printWelcome(url)),
]);
stop(await served);
