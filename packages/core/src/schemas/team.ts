import { z } from 'zod';

export const teamInviteRoles = ['member', 'admin'] as const;
export type TeamInviteRoleName = (typeof teamInviteRoles)[number];
export const teamActions = ['makeAdmin', 'removeAdmin', 'deleteMember'] as const;
export type TeamAction = (typeof teamActions)[number];

export const MAX_INVITES_PER_REQUEST = 20;
export const TEAM_NAME_REQUIRED = 'Please enter a team name';
export const INVITE_EMAILS_REQUIRED = 'Please enter at least one email address';
export const INVITE_ROLE_INVALID = 'Choose member or admin';
export const invalidInviteEmail = (email: string) => `${email} is not a valid email address`;

/** Splits what was typed into a list: commas, semicolons, spaces and new lines all separate emails. */
export function splitEmails(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

const emailCheck = z.email();

export const TEAM_NAME_MAX = 100;
export const TEAM_NAME_TOO_LONG = `Team name must be at most ${TEAM_NAME_MAX} characters`;

/** A team's name, the same when a first invitation founds the team and when it is renamed. */
const teamNameSchema = z
  .string({ error: TEAM_NAME_REQUIRED })
  .trim()
  .min(1, TEAM_NAME_REQUIRED)
  .max(TEAM_NAME_MAX, TEAM_NAME_TOO_LONG);

export const teamInviteSchema = z.object({
  teamName: teamNameSchema,
  emails: z
    .array(z.string({ error: INVITE_EMAILS_REQUIRED }).trim().toLowerCase(), {
      error: INVITE_EMAILS_REQUIRED,
    })
    .min(1, INVITE_EMAILS_REQUIRED)
    .max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} emails at a time`)
    .superRefine((emails, issue) => {
      emails.forEach((email, index) => {
        if (!emailCheck.safeParse(email).success)
          issue.addIssue({ code: 'custom', message: invalidInviteEmail(email || '(empty)'), path: [index] });
      });
    })
    .transform((emails) => [...new Set(emails)]),
  role: z.enum(teamInviteRoles, { error: INVITE_ROLE_INVALID }),
});
export type TeamInviteInput = z.input<typeof teamInviteSchema>;

export const teamActionSchema = z.object({
  action: z.enum(teamActions, { error: 'Choose makeAdmin, removeAdmin or deleteMember' }),
  memberId: z.string({ error: 'memberId is required' }).min(1, 'memberId is required').max(100),
  teamId: z.string({ error: 'teamId is required' }).min(1, 'teamId is required').max(100),
});
export type TeamActionInput = z.infer<typeof teamActionSchema>;

export const acceptInviteSchema = z.object({
  token: z
    .string({ error: 'This invitation link is not valid' })
    .min(10, 'This invitation link is not valid')
    .max(200),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** Renaming the team (team admins only). */
export const renameTeamSchema = z.object({ teamName: teamNameSchema });
export type RenameTeamInput = z.input<typeof renameTeamSchema>;

/** A pending invitation, named by its id (resend, revoke). */
export const teamInvitationIdSchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(100),
});
export type TeamInvitationIdInput = z.infer<typeof teamInvitationIdSchema>;
