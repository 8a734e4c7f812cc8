import { randomUUID } from 'node:crypto';
import { hashPassword } from '@leadpath/auth';
import { DAY_MS } from '@leadpath/core';
import { newPasswordProblem } from '@leadpath/core/schemas/new-password';
import {
  SIGN_UP_BEFORE_SETUP,
  SIGN_UP_CLOSED,
  SIGN_UP_MAIL_SENT,
  type SignUpInput,
} from '@leadpath/core/schemas/sign-up';
import { type UserRow, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Context } from '../context.ts';
import { fieldError } from '../errors.ts';
import { logSecurityEvent } from '../security-log.ts';
import { needsFirstAdmin } from '../setup/create-first-admin.ts';
import { accountExistsMail, accountMailSender, verifyEmailLink, verifyEmailMail } from './account-mails.ts';
import { issueAccountToken } from './account-token.ts';

export const DEFAULT_TRIAL_DAYS = 14;

export const signUpEnabled = (ctx: Pick<Context, 'config'>) => ctx.config.signUpEnabled ?? true;

type SignUpFields = Omit<SignUpInput, 'confirmPassword'> & { email: string };

const beforeSetup = () => new TRPCError({ code: 'FORBIDDEN', message: SIGN_UP_BEFORE_SETUP });

/** Mails a fresh verification link to the user's address (earlier links stop working). */
export async function sendVerificationMail(ctx: Context, user: UserRow): Promise<void> {
  const token = await issueAccountToken(ctx.db, {
    purpose: 'verify-email',
    userId: user.id,
    email: user.email,
    now: ctx.now(),
  });
  await ctx.services.mailer.send(
    verifyEmailMail({
      ownerId: user.id,
      from: accountMailSender(ctx.config.publicUrl),
      to: user.email,
      link: verifyEmailLink(ctx.config.publicUrl, token),
    }),
  );
}

/**
 * The new Free account in trial, or null when the address already has one. "The install has its
 * first Admin" is checked in the same immediate transaction, so a sign-up never becomes the first
 * account, even racing the first-Admin page from another process.
 */
async function insertNewAccount(
  ctx: Context,
  input: SignUpFields,
  passwordHash: string,
): Promise<UserRow | null> {
  const now = ctx.now();
  const trialDays = ctx.config.trialDays ?? DEFAULT_TRIAL_DAYS;
  return ctx.db.transaction(
    async (tx) => {
      if (await needsFirstAdmin(tx)) throw beforeSetup();
      if (await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get())
        return null;
      return tx
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email,
          name: input.name,
          passwordHash,
          role: 'Free',
          tier: 'Free',
          trialEndDate: new Date(now + trialDays * DAY_MS),
          timeZone: input.timeZone ?? null,
          emailVerifiedAt: null,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}

/** The owner of an address someone signed up with again hears of it; a deactivated account does not. */
async function tellTheOwner(ctx: Context, email: string): Promise<void> {
  const owner = await ctx.db.select().from(users).where(eq(users.email, email)).get();
  if (!owner || owner.isDeactivated) return;
  await ctx.services.mailer.send(
    accountExistsMail({
      ownerId: owner.id,
      from: accountMailSender(ctx.config.publicUrl),
      to: owner.email,
      publicUrl: ctx.config.publicUrl,
    }),
  );
}

/**
 * Public sign-up. Every accepted request gets the same answer and one mail to the address: a new
 * account's verification link, or, when the address has an account, a note to its owner. It signs
 * nobody in (the page then signs in with the typed password, as the sign-in form would).
 */
export async function signUp({ ctx, input }: { ctx: Context; input: SignUpFields }) {
  if (!signUpEnabled(ctx)) throw new TRPCError({ code: 'FORBIDDEN', message: SIGN_UP_CLOSED });
  if (await needsFirstAdmin(ctx.db)) throw beforeSetup();
  const problem = newPasswordProblem(input.password, input.email);
  if (problem) throw fieldError('password', problem);
  // Counted for taken addresses too, so the limits say nothing about who has an account.
  await ctx.limits.accountMails.takeSignUp(ctx.request.ip, input.email, ctx.now());
  // Hashed either way, so a taken address does not answer sooner.
  const passwordHash = await hashPassword(input.password);
  const user = await insertNewAccount(ctx, input, passwordHash);
  if (user) {
    logSecurityEvent('sign_up', { userId: user.id, ip: ctx.request.ip });
    await sendVerificationMail(ctx, user);
  } else {
    await tellTheOwner(ctx, input.email);
  }
  return { message: SIGN_UP_MAIL_SENT };
}
