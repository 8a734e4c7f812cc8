import { clientAddressKey } from './client-address.ts';
import { createSlidingWindow } from './sliding-window.ts';
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
      succeeded(): void;
      /** The password was wrong: the attempt stays counted. Returns the limits it has just filled. */
      failed(): PasswordAttemptScope[];
      /**
       * The password was right but a second factor is still due: the attempt is taken back, and the
       * address's earlier failures for the account stay counted until the code is right too.
       */
      secondFactorDue(): void;
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
 * the account, in one count. In memory (per process).
 */
export function createPasswordAttempts(limits: PasswordAttemptLimits = defaultPasswordAttemptLimits) {
  const scopes = Object.keys(limits) as PasswordAttemptScope[];
  const windows = Object.fromEntries(
    scopes.map((scope) => [scope, createSlidingWindow(limits[scope].windowMs)]),
  ) as Record<PasswordAttemptScope, ReturnType<typeof createSlidingWindow>>;
  const keyOf = (scope: PasswordAttemptScope, account: string, ip: string) => {
    const address = clientAddressKey(ip);
    return scope === 'perAccountAndIp' ? `${account}\n${address}` : scope === 'perIp' ? address : account;
  };

  return {
    /**
     * Counts the attempt as wrong before the password is checked, in the same synchronous step as the
     * limit check: parallel requests cannot all pass the check while their hashes are being verified.
     * Call it before the first await; then `succeeded()` or `failed()`.
     */
    begin(account: string, ip: string, now: number, options: BeginAttemptOptions = {}): PasswordAttempt {
      const applying = scopes
        .filter((scope) => !(scope === 'perAccount' && options.knownAddress))
        .map((scope) => ({ scope, key: keyOf(scope, account, ip), window: windows[scope] }));
      let refusal: Extract<PasswordAttempt, { allowed: false }> | null = null;
      for (const { scope, key, window } of applying) {
        const wait = window.retryAfterSeconds(key, limits[scope].max, now);
        if (wait !== null && (!refusal || wait > refusal.retryAfterSeconds))
          refusal = { allowed: false, retryAfterSeconds: wait, scope };
      }
      if (refusal) return refusal;
      for (const { key, window } of applying) window.record(key, now);
      let settled = false;
      return {
        allowed: true,
        succeeded() {
          if (settled) return;
          settled = true;
          for (const { key, window } of applying) window.remove(key, now);
          windows.perAccountAndIp.clear(keyOf('perAccountAndIp', account, ip));
        },
        secondFactorDue() {
          if (settled) return;
          settled = true;
          for (const { key, window } of applying) window.remove(key, now);
        },
        failed() {
          settled = true;
          return applying
            .filter(({ scope, key, window }) => window.count(key, now) >= limits[scope].max)
            .map(({ scope }) => scope);
        },
      };
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
