import { migrateFromEnvironment } from './migrate-command.ts';

migrateFromEnvironment().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
