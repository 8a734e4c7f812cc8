import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from './seed.ts';

type DemoAccount = (typeof demoAccounts)[number];

function noteOf(account: DemoAccount): string {
  if (account.isDeactivated) return 'deactivated: sign-in is refused';
  if (account.totpSecret)
    return `two-factor: add the secret ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app`;
  if (account.trialEndsInDays === undefined) return '';
  return account.trialEndsInDays > 0 ? 'Free trial' : 'Free, trial ended';
}

/** What `pnpm demo` and `leadpath demo` print once the server answers: the address and the demo accounts. */
export function demoWelcome(url: string): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  return [
    '',
    `Leadpath demo is ready: ${url}`,
    `Sign in with any of these accounts, password ${DEMO_PASSWORD}:`,
    ...demoAccounts.map((account) =>
      `  ${account.email.padEnd(width)}  ${account.role.padEnd(7)}  ${noteOf(account)}`.trimEnd(),
    ),
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
