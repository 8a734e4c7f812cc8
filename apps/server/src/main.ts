// The server's entry: the environment is read and checked first, with light imports only, so a refused
// start says why at once; the API and everything it loads come after, from start-server.ts.
import { sandboxBillingWarning } from './billing-warning.ts';
import { decideDemoData } from './demo-data-policy.ts';
import { loadEnv } from './env.ts';
import { decideSecretsKey } from './secrets-key.ts';

async function main() {
  const env = loadEnv();
  const demoData = decideDemoData(env);
  if (demoData.kind === 'refuse-to-start') throw new Error(demoData.message);
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments with Stripe, or neither.',
    );
  const sandboxWarning = sandboxBillingWarning(env);
  // On stderr as well as in the log: an operator starting the server by hand must not miss it.
  if (sandboxWarning) console.warn(JSON.stringify({ level: 'warn', msg: sandboxWarning }));
  const secretsKey = decideSecretsKey(env);
  if (secretsKey.kind === 'refuse-to-start') throw new Error(secretsKey.message);
  if (secretsKey.kind === 'development')
    console.info(JSON.stringify({ level: 'warn', msg: secretsKey.message }));
  const { startServer } = await import('./start-server.ts');
  await startServer(env, { seedDemoData: demoData.kind === 'seed-when-empty', secretsKey: secretsKey.key });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
