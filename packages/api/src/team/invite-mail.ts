import type { OutgoingMail } from '@leadpath/integrations';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The invitation mail: who invites, to which team, and the link that joins it. */
export function inviteMail(input: {
  ownerId: string;
  from: string;
  inviterName: string;
  teamName: string;
  to: string;
  link: string;
  role: 'member' | 'admin';
}): OutgoingMail {
  const roleText = input.role === 'admin' ? 'an admin' : 'a member';
  const subject = `${input.inviterName} invited you to join ${input.teamName} on Leadpath`;
  const text = [
    `Hi,`,
    '',
    `${input.inviterName} (${input.from}) invited you to join the team "${input.teamName}" on Leadpath as ${roleText}.`,
    '',
    `Accept the invitation: ${input.link}`,
    '',
    'The link works for 7 days. Sign in with this email address to accept it.',
  ].join('\n');
  const html = `<p>Hi,</p><p>${escapeHtml(input.inviterName)} (${escapeHtml(input.from)}) invited you to join the team &quot;${escapeHtml(input.teamName)}&quot; on Leadpath as ${roleText}.</p><p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p><p>The link works for 7 days. Sign in with this email address to accept it.</p>`;
  return { ownerId: input.ownerId, from: input.from, to: [input.to], subject, text, html };
}
