import type { TeamAction } from '@leadpath/core/schemas/team';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { MemberMenu } from './member-menu';

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  admin: boolean;
}

interface MembersListProps {
  members: TeamMember[];
  /** The signed-in user's email: their row says "(you)". */
  myEmail: string | undefined;
  /** Team admins see the member menu; others only the list. */
  canManage: boolean;
  busy: boolean;
  onAction: (member: TeamMember, action: TeamAction) => void;
}

export function MembersList({ members, myEmail, canManage, busy, onAction }: MembersListProps) {
  return (
    <ul aria-label="Team members" className="divide-y rounded-lg border">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-3 p-3">
          <UserAvatar src={member.avatar} className="size-9" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
              <span className="truncate">{member.name}</span>
              {member.email.toLowerCase() === myEmail ? (
                <>
                  {' '}
                  <span className="font-normal text-muted-foreground">(you)</span>
                </>
              ) : null}
              {member.admin ? <Badge variant="secondary">Admin</Badge> : null}
            </p>
            <p className="truncate text-muted-foreground text-sm">{member.email}</p>
          </div>
          {canManage ? (
            <MemberMenu member={member} disabled={busy} onAction={(action) => onAction(member, action)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
