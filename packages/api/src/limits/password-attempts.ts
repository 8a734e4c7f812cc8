import type { AppDatabase } from '@leadpath/db';
import {
  type AnchoredCount,
  type AnchoredLimit,
  clearKey,
  countOne,
  sweepClosed,
  takeBackOne,
  waitOf,
} from './anchored-windows.ts';
import { clientAddressKey } from './client-address.ts';
import { waitInMinutes } from './wait-in-minutes.ts';

export const tooManySignInAttempts = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

export const tooManyWrongPasswords = (retryAfterSeconds: number) =>
  `Too many wrong passwords. Try again in ${waitInMinutes(retryAfterSeconds)}.`;

/** At most `max` wrong passwords within `windowMs`. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Wrong passwords are counted three ways (OWASP authentication cheat sheet): a guesser is stopped
 * without locking the account's owner out from their own address, and guessing spread over many
 * addresses is still bounded.
 */
export interface PasswordAttemptLimits {
  /** One account from one address: stops a guesser, leaves the owner elsewhere alone. */
  perAccountAndIp: AttemptLimit;
  /** One address across accounts: one machine trying many accounts. */
  perIp: AttemptLimit;
  /** One account from anywhere, slower and larger: bounds a distributed guesser. */
  perAccount: AttemptLimit;
}

export type PasswordAttemptScope = keyof PasswordAttemptLimits;

export const defaultPasswordAttemptLimits: PasswordAttemptLimits = {
  perAccountAndIp: { max: 5, windowMs: 15 * 60_000 },
  perIp: { max: 20, windowMs: 15 * 60_000 },
  perAccount: { max: 50, windowMs: 60 * 60_000 },
};

export type PasswordAttempt =
  | { allowed: false; retryAfterSeconds: number; scope: PasswordAttemptScope }
  | {
      allowed: true;
      /** The password was right: the attempt is taken back and this address's count for the account cleared. */
      succeeded(): Promise<void>;
      /** The password was wrong: the attempt stays counted. Answers the limits it has just filled. */
      failed(): Promise<PasswordAttemptScope[]>;
      /**
       * The password was right but a second factor is still due: the attempt is taken back, and the
       * address's earlier failures for the account stay counted until the code is right too.
       */
      secondFactorDue(): Promise<void>;
    };

export interface BeginAttemptOptions {
  /**
   * The account already has a session from this address (its owner's usual place): the account-wide
   * limit does not apply there, so a distributed guesser cannot lock the owner out of it.
   */
  knownAddress?: boolean;
}

/**
 * Password attempts: sign-in, and the password a signed-in user must confirm to change it or delete
 * the account, in one count. Counted in the database (limit_counters), so every app instance shares
 * it; windows open with a key's first wrong password (anchored-windows.ts, ADR 050).
 */
export function createPasswordAttempts(
  db: AppDatabase,
  limits: PasswordAttemptLimits = defaultPasswordAttemptLimits,
) {
  const scopes = Object.keys(limits) as PasswordAttemptScope[];
  const limitOf = (scope: PasswordAttemptScope): AnchoredLimit => ({
    scope: `password:${scope}`,
    ...limits[scope],
  });
  const keyOf = (scope: PasswordAttemptScope, account: string, ip: string) => {
    const address = clientAddressKey(ip);
    return scope === 'perAccountAndIp' ? `${account}\n${address}` : scope === 'perIp' ? address : account;
  };

  /** The limits' check and the count ahead in one transaction: racing guesses, on any instance, cannot all pass. */
  async function countAhead(applying: Applying[], now: number): Promise<Refusal | Counted[]> {
    return db.transaction(
      async (tx) => {
        let refusal: Refusal | null = null;
        for (const { scope, key, limit } of applying) {
          const wait = await waitOf(tx, limit, key, now);
          if (wait !== null && (!refusal || wait > refusal.retryAfterSeconds))
            refusal = { allowed: false, retryAfterSeconds: wait, scope };
        }
        if (refusal) return refusal;
        const counted: Counted[] = [];
        for (const applied of applying) {
          await sweepClosed(tx, applied.limit, now);
          counted.push({ ...applied, ...(await countOne(tx, applied.limit, applied.key, now)) });
        }
        return counted;
      },
      { behavior: 'immediate' },
    );
  }

  async function takeBack(counted: Counted[]): Promise<void> {
    for (const { limit, key, windowStart } of counted) await takeBackOne(db, limit, key, windowStart);
  }

  return {
    /**
     * Counts the attempt as wrong before the password is checked, in the same transaction as the
     * limit check: parallel requests cannot all pass the check while their hashes are being verified.
     * Await it before checking anything; then `succeeded()`, `failed()` or `secondFactorDue()`.
     */
    async begin(
      account: string,
      ip: string,
      now: number,
      options: BeginAttemptOptions = {},
    ): Promise<PasswordAttempt> {
      const applying = scopes
        .filter((scope) => !(scope === 'perAccount' && options.knownAddress))
        .map((scope) => ({ scope, key: keyOf(scope, account, ip), limit: limitOf(scope) }));
      const counted = await countAhead(applying, now);
      if (!Array.isArray(counted)) return counted;
      let settled = false;
      return {
        allowed: true,
        async succeeded() {
          if (settled) return;
          settled = true;
          await takeBack(counted);
          await clearKey(db, limitOf('perAccountAndIp'), keyOf('perAccountAndIp', account, ip));
        },
        async secondFactorDue() {
          if (settled) return;
          settled = true;
          await takeBack(counted);
        },
        async failed() {
          settled = true;
          return counted.filter(({ limit, count }) => count >= limit.max).map(({ scope }) => scope);
        },
      };
    },
  };
}

interface Applying {
  scope: PasswordAttemptScope;
  key: string;
  limit: AnchoredLimit;
}

type Counted = Applying & AnchoredCount;

type Refusal = Extract<PasswordAttempt, { allowed: false }>;

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
