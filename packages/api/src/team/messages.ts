/** The texts the team procedures answer with; clients and tests compare them exactly. */
export const ONLY_TEAM_ADMINS = 'Only team admins can do this';
export const LAST_ADMIN = 'The last admin cannot be removed';
export const MEMBER_NOT_FOUND = 'Team member not found';
export const INVITE_NOT_VALID = 'This invitation link is not valid';
export const INVITE_USED = 'This invitation has already been used';
export const INVITE_EXPIRED = 'This invitation has expired';
export const INVITATION_NOT_FOUND = 'Invitation not found. It may have been accepted or revoked.';
export const NO_TEAM_YET = 'You are not in a team yet. Invite someone to found one.';
