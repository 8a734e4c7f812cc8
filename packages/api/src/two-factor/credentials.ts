import { randomUUID } from 'node:crypto';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  type SecretBox,
  totpSecretPurpose,
  verifyTotp,
} from '@leadpath/auth';
import { changesOf, type Db, twoFactorCredentials, twoFactorRecoveryCodes } from '@leadpath/db';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

export function credentialOf(db: Db, userId: string) {
  return db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId)).get();
}

/** True once the user has confirmed an authenticator: sign-in then asks for a code. */
export async function isTwoFactorOn(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: twoFactorCredentials.userId })
    .from(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNotNull(twoFactorCredentials.confirmedAt)))
    .get();
  return row !== undefined;
}

export type CodeCheck = 'ok' | 'wrong' | 'reused';

/**
 * Checks a TOTP code of the user's authenticator (confirmed or, with `pending`, waiting for
 * confirmation) and marks its step used, so the same code is refused afterwards. The step is written
 * only if it is later than the last one, so two requests with one code cannot both pass.
 */
export async function checkTotpCode(
  deps: { db: Db; secrets: SecretBox },
  userId: string,
  code: string,
  now: number,
  options: { pending?: boolean } = {},
): Promise<CodeCheck> {
  const row = await credentialOf(deps.db, userId);
  if (!row || (row.confirmedAt === null) !== (options.pending ?? false)) return 'wrong';
  const secret = deps.secrets.open(row.secretSealed, totpSecretPurpose(userId));
  const check = verifyTotp(secret, code, now, row.lastUsedStep);
  if (!check.ok) return check.reused ? 'reused' : 'wrong';
  const marked = await deps.db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: check.step })
    .where(
      and(
        eq(twoFactorCredentials.userId, userId),
        or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, check.step)),
      ),
    )
    .run();
  return changesOf(marked) === 1 ? 'ok' : 'reused';
}

/** Counts a wrong authenticator code against the account's cap; returns the count now. */
export async function countWrongCode(db: Db, userId: string): Promise<number> {
  const row = await db
    .update(twoFactorCredentials)
    .set({ failedCodes: sql`${twoFactorCredentials.failedCodes} + 1` })
    .where(eq(twoFactorCredentials.userId, userId))
    .returning({ failedCodes: twoFactorCredentials.failedCodes })
    .get();
  return row?.failedCodes ?? 0;
}

/** A right code, a recovery code or the mailed sign-in link: codes are accepted again. */
export async function resetWrongCodes(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactorCredentials)
    .set({ failedCodes: 0 })
    .where(and(eq(twoFactorCredentials.userId, userId), sql`${twoFactorCredentials.failedCodes} > 0`))
    .run();
}

/** Uses one recovery code: true once, false for a wrong or already used one. */
export async function useRecoveryCode(db: Db, userId: string, code: string, now: number): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .run();
  return changesOf(used) === 1;
}

/** Replaces the user's recovery codes with a new set; the codes are returned once and only hashes kept. */
export async function replaceRecoveryCodes(db: Db, userId: string, now: number): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId)).run();
  await db
    .insert(twoFactorRecoveryCodes)
    .values(
      codes.map((code) => ({
        id: randomUUID(),
        userId,
        codeHash: hashRecoveryCode(code),
        createdAt: new Date(now),
      })),
    )
    .run();
  return codes;
}

/** Stores a secret, sealed, as the user's authenticator: waiting for a code, or already confirmed. */
export async function saveTotpSecret(
  deps: { db: Db; secrets: SecretBox },
  userId: string,
  secret: string,
  now: number,
  options: { confirmed: boolean },
): Promise<void> {
  const values = {
    secretSealed: deps.secrets.seal(secret, totpSecretPurpose(userId)),
    confirmedAt: options.confirmed ? new Date(now) : null,
    lastUsedStep: null,
    createdAt: new Date(now),
  };
  await deps.db
    .insert(twoFactorCredentials)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: twoFactorCredentials.userId, set: values })
    .run();
}

export async function removeTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId)).run();
  await db.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId)).run();
}
