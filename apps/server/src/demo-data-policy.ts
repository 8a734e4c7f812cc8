import { type ReachabilitySettings, reachableFromOtherMachines } from './reachability.ts';

/** The settings that decide whether an empty database gets the demo accounts (env.ts names them). */
export interface DemoDataSettings extends ReachabilitySettings {
  SEED_DEMO_DATA: boolean;
  ALLOW_DEMO_DATA_ON_PUBLIC_HOST: boolean;
}

export type DemoDataDecision =
  | { kind: 'no-demo-data' }
  | { kind: 'seed-when-empty' }
  | { kind: 'refuse-to-start'; message: string };

export { isLoopbackHost } from './reachability.ts';

/** `where`: how other machines reach the server ("HOST=0.0.0.0 is reachable ...", "PUBLIC_URL names ..."). */
export function demoDataRefusal(where: string): string {
  return [
    `SEED_DEMO_DATA=true would create the demo accounts (an Admin among them, with the password published in the README) on a server other machines reach: ${where}.`,
    'Use HOST=127.0.0.1 and no PUBLIC_URL (or one on localhost) to try the demo on this machine (pnpm demo does),',
    'SEED_DEMO_DATA=false for a real deployment (the first visitor creates the Admin at /setup),',
    'or ALLOW_DEMO_DATA_ON_PUBLIC_HOST=true if a public demo is really what you want.',
  ].join(' ');
}

/**
 * May start-up seed the demo accounts? Only when asked for, and on a server other machines reach
 * (HOST beyond loopback, or a PUBLIC_URL naming another host, as for SECRETS_KEY) only with the
 * operator's explicit yes: the demo Admin's password is public, so a reachable server would be open.
 */
export function decideDemoData(settings: DemoDataSettings): DemoDataDecision {
  if (!settings.SEED_DEMO_DATA) return { kind: 'no-demo-data' };
  const where = reachableFromOtherMachines(settings);
  if (!where || settings.ALLOW_DEMO_DATA_ON_PUBLIC_HOST) return { kind: 'seed-when-empty' };
  return { kind: 'refuse-to-start', message: demoDataRefusal(where) };
}
