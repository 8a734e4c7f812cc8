import { SIGN_IN_LINK_MAILED } from '@leadpath/core/schemas/auth';
import { type AccountTokenRow, accountTokens, type Db, type UserRow } from '@leadpath/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../context.ts';
import { TooManyRequestsError } from '../errors.ts';
import { type PasswordAttempt, tooManySignInAttempts } from '../limits/password-attempts.ts';
import { logSecurityEvent } from '../security-log.ts';
import { accountMailSender, linkMail } from '../signup/account-mails.ts';
import { findLiveAccountToken, issueAccountToken, spendAccountToken } from '../signup/account-token.ts';

/**
 * The owner's way past a lock an attacker can cause (the account-wide wrong-password limit, the cap
 * on wrong authenticator codes): a one-time link mailed to the account's address. The link does not
 * sign anyone in by itself: it lets the password (and code) be tried despite the lock, and re-opens
 * code entry. Someone who only knows the password never sees it.
 */
const PURPOSE = 'sign-in-link';

export const SIGN_IN_LINK_SUBJECT = 'Sign in to your Leadpath account';

export const signInLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/login?link=${encodeURIComponent(token)}`;

async function hasLiveLink(db: Db, userId: string, now: number): Promise<boolean> {
  const row = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, PURPOSE),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date(now)),
      ),
    )
    .get();
  return row !== undefined;
}

/**
 * Mails the owner a sign-in link unless one mailed earlier still works: however often an attacker
 * trips the lock, the owner gets at most one mail per link lifetime (1 hour).
 */
export async function offerSignInLink(ctx: Context, user: UserRow, now: number): Promise<void> {
  if (user.isDeactivated) return;
  // The check for a live link and the new one in one transaction: racing lock trips mail one link.
  const token = await ctx.db.transaction(async (tx) => {
    if (await hasLiveLink(tx, user.id, now)) return null;
    return issueAccountToken(ctx.db, { purpose: PURPOSE, userId: user.id, email: user.email, now });
  });
  if (token === null) return;
  await ctx.services.mailer.send(
    linkMail({
      ownerId: user.id,
      from: accountMailSender(ctx.config.publicUrl),
      to: user.email,
      subject: SIGN_IN_LINK_SUBJECT,
      intro:
        'Someone tried to sign in to your Leadpath account with many wrong passwords or codes, so sign-in is paused for a while. This link lets you sign in now with your password (and authenticator code, if it is on).',
      action: 'Sign in to Leadpath',
      link: signInLinkUrl(ctx.config.publicUrl, token),
      outro:
        'The link works for 1 hour and only once. If those attempts were not yours, change your password once you are in.',
    }),
  );
  logSecurityEvent('sign_in_link_mailed', { userId: user.id, ip: ctx.request.ip });
}

/** The live sign-in link of this very account, or null (another account's link, spent, expired, none). */
export async function liveSignInLink(
  ctx: Context,
  token: string | undefined,
  user: UserRow | undefined,
  now: number,
): Promise<AccountTokenRow | null> {
  if (!token || !user) return null;
  const row = await findLiveAccountToken(ctx.db, PURPOSE, token, now);
  return row && row.userId === user.id && row.email === user.email ? row : null;
}

/** Spends the link once its password step succeeded: true when this request spent it. */
export async function spendSignInLink(ctx: Context, token: string, now: number): Promise<boolean> {
  return (await spendAccountToken(ctx.db, PURPOSE, token, now)) !== null;
}

/**
 * The 429 of a refused sign-in attempt. When the account-wide limit refused it, the owner is mailed a
 * sign-in link, and the answer says so for every address alike.
 */
export async function tooManyAttempts(
  ctx: Context,
  refusal: Extract<PasswordAttempt, { allowed: false }>,
  user: UserRow | undefined,
  now: number,
): Promise<TooManyRequestsError> {
  const wait = tooManySignInAttempts(refusal.retryAfterSeconds);
  if (refusal.scope !== 'perAccount') return new TooManyRequestsError(wait, refusal.retryAfterSeconds);
  if (user) await offerSignInLink(ctx, user, now);
  return new TooManyRequestsError(`${wait} ${SIGN_IN_LINK_MAILED}`, refusal.retryAfterSeconds);
}
