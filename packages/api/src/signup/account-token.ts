import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AccountTokenPurpose,
  type AccountTokenRow,
  type AppDatabase,
  accountTokens,
  changesOf,
  type Db,
} from '@leadpath/db';
import { and, eq, isNull } from 'drizzle-orm';

const HOUR_MS = 3_600_000;

/** How long each kind of mailed link works. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 48 * HOUR_MS,
  'reset-password': HOUR_MS,
  'change-email': 24 * HOUR_MS,
  // Lets the owner past the account-wide sign-in lock for as long as that lock lasts.
  'sign-in-link': HOUR_MS,
};

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh link token for the user: 32 random bytes, URL-safe; only its sha256 is stored. Earlier
 * unused tokens of the same purpose stop working, so only the latest mail's link does.
 */
export async function issueAccountToken(
  db: AppDatabase,
  input: { purpose: AccountTokenPurpose; userId: string; email: string; now: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { purpose, userId, email, now } = input;
  // One transaction: two racing requests cannot both leave a live link behind.
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      )
      .run();
    await tx
      .insert(accountTokens)
      .values({
        id: randomUUID(),
        tokenHash: hashAccountToken(token),
        purpose,
        userId,
        email,
        createdAt: new Date(now),
        expiresAt: new Date(now + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
      })
      .run();
  });
  return token;
}

/** The live token row: of this purpose, unused and unexpired; else null. Spends nothing. */
export async function findLiveAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: number,
): Promise<AccountTokenRow | null> {
  const row = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, purpose)))
    .get();
  if (!row || row.usedAt || row.expiresAt.getTime() <= now) return null;
  return row;
}

/**
 * Spends a token: the row when it is live (then marked used), else null. The update is conditional
 * on `used_at IS NULL`, so of two racing uses only one wins.
 */
export async function spendAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: number,
): Promise<AccountTokenRow | null> {
  const row = await findLiveAccountToken(db, purpose, token, now);
  if (!row) return null;
  const spent = await db
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .run();
  return changesOf(spent) === 1 ? row : null;
}
