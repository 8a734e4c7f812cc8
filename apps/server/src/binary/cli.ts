// `leadpath`: the single executable's entry (issue 37). Subcommands match the repository's scripts;
// each one sets what its script sets, then runs the same module the script runs.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

// The server's modules load only for a command that runs it: --version and --help stay instant.
const serverModules = async () => ({ ...(await import('@leadpath/db')), ...(await import('../env.ts')) });

declare const __LEADPATH_VERSION__: string;
const VERSION = typeof __LEADPATH_VERSION__ === 'string' ? __LEADPATH_VERSION__ : 'development';

const COMMANDS = `Usage: leadpath <command> [options]

Commands:
  demo [--data DIR] [--port N]   The product with its demo accounts, on 127.0.0.1 only; its database
                                 and uploads in the current folder or DIR (leadpath-demo.db).
  serve                          The real deployment: the environment below decides (PostgreSQL when
                                 DATABASE_URL is set, else the SQLite file at DATABASE_PATH).
  migrate                        Applies the database's migrations and exits.
  worker                         The job engine alone, beside servers started with JOB_RUNNER=off.
  --version, -v                  The version.
  --help, -h                     This text.`;

/** Every variable the server reads, with its default (env.ts is the one reader of the environment). */
async function variablesHelp(): Promise<string> {
  const { envSchema, loadEnv } = await serverModules();
  const defaults = loadEnv({}) as Record<string, unknown>;
  const names = Object.keys(envSchema.shape).sort();
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => {
    const value = defaults[name];
    const shown = value === undefined ? 'unset' : Buffer.isBuffer(value) ? 'set' : JSON.stringify(value);
    return `  ${name.padEnd(width)}  default: ${shown}`;
  });
  return `Environment variables (the README's Configuration table says what each does):\n${lines.join('\n')}`;
}

/** Where the data lives, printed at start-up: the SQLite file and uploads, or the PostgreSQL host. */
async function dataLocation(env: NodeJS.ProcessEnv): Promise<string> {
  const { isPostgresUrl } = await serverModules();
  if (isPostgresUrl(env.DATABASE_URL)) {
    const { host, pathname } = new URL(env.DATABASE_URL as string);
    return `PostgreSQL ${host}${pathname}`;
  }
  const file = resolve(env.DATABASE_PATH ?? 'data/app.db');
  const uploads = env.S3_BUCKET ? `bucket ${env.S3_BUCKET}` : resolve(env.UPLOADS_PATH ?? 'data/uploads');
  return `${file} (SQLite), uploads in ${uploads}`;
}

async function untilAnswering(url: string): Promise<void> {
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function demo(options: { data?: string; port?: string }) {
  const dir = resolve(options.data ?? '.');
  const port = options.port ?? process.env.PORT ?? '3000';
  // As `pnpm demo`: the demo accounts' password is published, so only this machine may reach it.
  Object.assign(process.env, {
    HOST: '127.0.0.1',
    PORT: port,
    SEED_DEMO_DATA: 'true',
    DATABASE_PATH: join(dir, 'leadpath-demo.db'),
    UPLOADS_PATH: join(dir, 'leadpath-demo-uploads'),
  });
  delete process.env.DATABASE_URL;
  console.info(`Leadpath ${VERSION}: data in ${await dataLocation(process.env)}`);
  await import('../main.ts');
  await untilAnswering(`http://127.0.0.1:${port}/api/setup/status`);
  const { demoWelcome } = await serverModules();
  console.info(demoWelcome(`http://localhost:${port}`));
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.version) return console.info(VERSION);
  if (values.help || !command) return console.info(`${COMMANDS}\n\n${await variablesHelp()}`);
  if (rest.length > 0) throw new Error(`leadpath ${command}: unexpected ${rest.join(' ')}`);
  if (values.data?.trim() === '') throw new Error('--data needs a folder');
  if (command !== 'demo' && (values.data !== undefined || values.port !== undefined))
    throw new Error(
      `--data and --port are options of leadpath demo; for ${command}, set DATABASE_PATH and PORT`,
    );
  if (command === 'demo') return demo(values);
  if (command === 'serve') {
    console.info(`Leadpath ${VERSION}: data in ${await dataLocation(process.env)}`);
    await import('../main.ts');
    return;
  }
  if (command === 'migrate') return (await import('../cli/migrate-command.ts')).migrateFromEnvironment();
  if (command === 'worker') {
    await import('../worker.ts');
    return;
  }
  throw new Error(`leadpath: unknown command ${command}. Run leadpath --help.`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
