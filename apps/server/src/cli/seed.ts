import { createSecretBox, DEVELOPMENT_SECRETS_KEY, hashPassword, totpSecretPurpose } from '@leadpath/auth';
import { isPostgresUrl, seedDemoData, seedLargeLeads } from '@leadpath/db';
import { databaseLocationOf, openMigratedDatabase } from '../database.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const location = databaseLocationOf(env);
const db = await openMigratedDatabase(location);
// A PostgreSQL URL's host and database only: it may carry a password.
const named = isPostgresUrl(location) ? `${new URL(location).host}${new URL(location).pathname}` : location;
// The key the server will read these secrets with: SECRETS_KEY, else the development key of pnpm demo.
const secrets = createSecretBox(env.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY);
const { created } = await seedDemoData(db, {
  now: Date.now(),
  hashPassword,
  sealTotpSecret: (userId, secret) => secrets.seal(secret, totpSecretPurpose(userId)),
});
console.info(`Seeded ${named}: ${created} new demo accounts`);
// `pnpm db:seed --large`: benchmark-sized leads for one account.
if (process.argv.includes('--large')) {
  const started = performance.now();
  const large = await seedLargeLeads(db, { now: Date.now() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Loaded ${large.prospects} prospects and ${large.companies} companies for ${large.email} in ${seconds}s`,
  );
}
await db.close();
