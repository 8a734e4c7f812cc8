import { linkMail } from '../signup/account-mails.ts';

export const CONFIRM_EMAIL_CHANGE_SUBJECT = 'Confirm your new email address for Leadpath';
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your Leadpath email address is about to change';

export const confirmEmailChangeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

/** To the new address: the link that makes it the account's address. */
export function confirmEmailChangeMail(input: { ownerId: string; from: string; to: string; link: string }) {
  return linkMail({
    ...input,
    subject: CONFIRM_EMAIL_CHANGE_SUBJECT,
    intro: `Someone (hopefully you) asked to use ${input.to} as the email address of their Leadpath account.`,
    action: 'Confirm your new email address',
    outro:
      'The link works for 24 hours and only once. Until it is opened, the account keeps its current address. If you did not ask for this, ignore this mail.',
  });
}

/** To the current address: the change is coming, and what to do if it was not the owner. */
export function emailChangeNoticeMail(input: {
  ownerId: string;
  from: string;
  to: string;
  newEmail: string;
  publicUrl: string;
}) {
  return linkMail({
    ownerId: input.ownerId,
    from: input.from,
    to: input.to,
    subject: EMAIL_CHANGE_NOTICE_SUBJECT,
    intro: `Your Leadpath email is about to change to ${input.newEmail}: it changes when the link we sent there is opened.`,
    action: "If this wasn't you, change your password",
    link: `${input.publicUrl}/forgot-password`,
    outro:
      'Choosing a new password signs out every device, and the request needed your current password. If you asked for the change, there is nothing to do.',
  });
}
