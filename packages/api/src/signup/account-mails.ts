import type { OutgoingMail } from '@leadpath/integrations';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sender of the app's own account mails: no-reply at the host users reach the app on. */
export function accountMailSender(publicUrl: string): string {
  return `no-reply@${new URL(publicUrl).hostname}`;
}

export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export function linkMail(input: {
  ownerId: string;
  from: string;
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): OutgoingMail {
  const text = ['Hi,', '', input.intro, '', `${input.action}: ${input.link}`, '', input.outro].join('\n');
  const html = `<p>Hi,</p><p>${escapeHtml(input.intro)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(input.action)}</a></p><p>${escapeHtml(input.outro)}</p>`;
  return { ownerId: input.ownerId, from: input.from, to: [input.to], subject: input.subject, text, html };
}

export const VERIFY_EMAIL_SUBJECT = 'Confirm your email address for Leadpath';
export const RESET_PASSWORD_SUBJECT = 'Reset your Leadpath password';
export const ACCOUNT_EXISTS_SUBJECT = 'You already have a Leadpath account';

export function verifyEmailMail(input: { ownerId: string; from: string; to: string; link: string }) {
  return linkMail({
    ...input,
    subject: VERIFY_EMAIL_SUBJECT,
    intro: `Confirm that ${input.to} is your email address to finish setting up your Leadpath account.`,
    action: 'Confirm your email address',
    outro: 'The link works for 48 hours. If you did not create this account, ignore this mail.',
  });
}

export function resetPasswordMail(input: { ownerId: string; from: string; to: string; link: string }) {
  return linkMail({
    ...input,
    subject: RESET_PASSWORD_SUBJECT,
    intro: 'Someone (hopefully you) asked to reset the password of your Leadpath account.',
    action: 'Choose a new password',
    outro:
      'The link works for 1 hour and only once. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
}

/** To the owner of an address someone tried to sign up with again: the way in, and nothing changed. */
export function accountExistsMail(input: { ownerId: string; from: string; to: string; publicUrl: string }) {
  return linkMail({
    ownerId: input.ownerId,
    from: input.from,
    to: input.to,
    subject: ACCOUNT_EXISTS_SUBJECT,
    intro: `Someone (hopefully you) tried to create a Leadpath account for ${input.to}, which already has one.`,
    action: 'Sign in',
    link: `${input.publicUrl}/login`,
    outro: `Forgot your password? Ask for a new one at ${input.publicUrl}/forgot-password. If it was not you, ignore this mail: nothing changed.`,
  });
}
