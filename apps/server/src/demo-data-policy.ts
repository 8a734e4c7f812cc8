/** The settings that decide whether an empty database gets the demo accounts (env.ts names them). */
export interface DemoDataSettings {
  SEED_DEMO_DATA: boolean;
  HOST: string;
  ALLOW_DEMO_DATA_ON_PUBLIC_HOST: boolean;
}

export type DemoDataDecision =
  | { kind: 'no-demo-data' }
  | { kind: 'seed-when-empty' }
  | { kind: 'refuse-to-start'; message: string };

/** True for an address only this machine can reach: localhost, 127.0.0.0/8 or ::1 (brackets allowed). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

export function demoDataRefusal(host: string): string {
  return [
    `SEED_DEMO_DATA=true would create the demo accounts (an Admin among them, with the password published in the README) on a server listening on HOST=${host}, which other machines can reach.`,
    'Use HOST=127.0.0.1 to try the demo on this machine (pnpm demo does),',
    'SEED_DEMO_DATA=false for a real deployment (the first visitor creates the Admin at /setup),',
    'or ALLOW_DEMO_DATA_ON_PUBLIC_HOST=true if a public demo is really what you want.',
  ].join(' ');
}

/**
 * May start-up seed the demo accounts? Only when asked for, and beyond loopback only with the
 * operator's explicit yes: the demo Admin's password is public, so a reachable server would be open.
 */
export function decideDemoData(settings: DemoDataSettings): DemoDataDecision {
  if (!settings.SEED_DEMO_DATA) return { kind: 'no-demo-data' };
  if (isLoopbackHost(settings.HOST) || settings.ALLOW_DEMO_DATA_ON_PUBLIC_HOST)
    return { kind: 'seed-when-empty' };
  return { kind: 'refuse-to-start', message: demoDataRefusal(settings.HOST) };
}
