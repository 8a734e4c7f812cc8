/** Which connector runs an account's actions: the sandbox network (its world kept on the account row) or Unipile. */
import type { AppDatabase, Db, LinkedinAccountRow } from '@leadpath/db';
import { linkedinAccounts } from '@leadpath/db';
import {
  createSandboxNetwork,
  type LinkedinAccountRef,
  type LinkedinConnector,
  type SandboxNetwork,
  type SandboxState,
  type SandboxStore,
} from '@leadpath/integrations/linkedin';
import { eq } from 'drizzle-orm';

import type { LinkedinServices } from '../../context.ts';

export type { LinkedinServices };

/** The sandbox's world lives in linkedin_accounts.connector_state. */
export function databaseSandboxStore(db: Db): SandboxStore {
  return {
    read: (accountId) =>
      (db
        .select({ state: linkedinAccounts.connectorState })
        .from(linkedinAccounts)
        .where(eq(linkedinAccounts.id, accountId))
        .get()?.state as SandboxState | null | undefined) ?? null,
    write: (accountId, state) => {
      db.update(linkedinAccounts)
        .set({ connectorState: state })
        .where(eq(linkedinAccounts.id, accountId))
        .run();
    },
  };
}

const sandboxes = new WeakMap<object, SandboxNetwork>();

export function sandboxNetworkOf(db: AppDatabase): SandboxNetwork {
  let network = sandboxes.get(db);
  if (!network) {
    network = createSandboxNetwork({ store: databaseSandboxStore(db) });
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
