/** Which connector runs an account's actions: the sandbox network (its world kept on the account row) or Unipile. */
import type { AppDatabase, LinkedinAccountRow } from '@leadpath/db';
import { linkedinAccounts } from '@leadpath/db';
import {
  createSandboxNetwork,
  type LinkedinAccountRef,
  type LinkedinConnector,
  type LinkedinSignal,
  type SandboxNetwork,
  type SandboxState,
} from '@leadpath/integrations/linkedin';
import { eq } from 'drizzle-orm';

import type { LinkedinServices } from '../../context.ts';

export type { LinkedinServices };

/** The app's sandbox network: a provoked signal is stored too, so provoke answers a promise. */
export type DatabaseSandboxNetwork = Omit<SandboxNetwork, 'provoke'> & {
  provoke(account: LinkedinAccountRef, signal: Exclude<LinkedinSignal, 'error'>): Promise<void>;
};

/**
 * The sandbox's world lives in linkedin_accounts.connector_state. A call reads it, lets the network
 * work on it and writes it back in one transaction, so no other call of the account comes in between
 * (the sandbox is in-process: no outside I/O is held in the transaction).
 */
function withStoredWorld<T>(
  db: AppDatabase,
  accountId: string,
  call: (network: SandboxNetwork) => T | Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ state: linkedinAccounts.connectorState })
      .from(linkedinAccounts)
      .where(eq(linkedinAccounts.id, accountId))
      .get();
    let state = (stored?.state as SandboxState | null | undefined) ?? null;
    let written = false;
    const network = createSandboxNetwork({
      store: {
        read: () => state,
        write: (_accountId, next) => {
          state = next;
          written = true;
        },
      },
    });
    const result = await call(network);
    if (written)
      await tx
        .update(linkedinAccounts)
        .set({ connectorState: state })
        .where(eq(linkedinAccounts.id, accountId))
        .run();
    return result;
  });
}

const sandboxes = new WeakMap<object, DatabaseSandboxNetwork>();

export function sandboxNetworkOf(db: AppDatabase): DatabaseSandboxNetwork {
  let network = sandboxes.get(db);
  if (!network) {
    // The acceptance rule reads no world.
    const rules = createSandboxNetwork({ store: { read: () => null, write: () => {} } });
    network = {
      kind: 'sandbox',
      acceptanceOf: rules.acceptanceOf,
      provoke: (account, signal) =>
        withStoredWorld(db, account.accountId, (sandbox) => sandbox.provoke(account, signal)),
      visitProfile: (account, profile, now) =>
        withStoredWorld(db, account.accountId, (sandbox) => sandbox.visitProfile(account, profile, now)),
      sendInvitation: (account, profile, note, now) =>
        withStoredWorld(db, account.accountId, (sandbox) =>
          sandbox.sendInvitation(account, profile, note, now),
        ),
      sendMessage: (account, profile, text, chatId, now) =>
        withStoredWorld(db, account.accountId, (sandbox) =>
          sandbox.sendMessage(account, profile, text, chatId, now),
        ),
      sync: (account, cursor, now) =>
        withStoredWorld(db, account.accountId, (sandbox) => sandbox.sync(account, cursor, now)),
    };
    sandboxes.set(db, network);
  }
  return network;
}

/** The connector of an account, or null (manual mode, or Unipile not configured on this server). */
export function connectorFor(
  db: AppDatabase,
  account: Pick<LinkedinAccountRow, 'kind'>,
  services: LinkedinServices | undefined,
): LinkedinConnector | null {
  if (account.kind === 'sandbox') return sandboxNetworkOf(db);
  if (account.kind === 'unipile') return services?.unipile ?? null;
  return null;
}

export const accountRefOf = (
  account: Pick<LinkedinAccountRow, 'id' | 'externalAccountId'>,
): LinkedinAccountRef => ({
  accountId: account.id,
  externalAccountId: account.externalAccountId ?? account.id,
});

/** https://www.linkedin.com/in/<slug>/ in lower case without query or locale; '' when not a profile URL. */
export function normaliseProfileUrl(input: string): string {
  const match = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(input.trim());
  if (!match?.[1]) return '';
  let slug = match[1];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // keep it as written
  }
  return `https://www.linkedin.com/in/${slug.toLowerCase()}/`;
}
