import type { TeamAction } from '@leadpath/core/schemas/team';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { InviteForm } from './invite-form';
import { MembersList, type TeamMember } from './members-list';
import { PendingInvitations } from './pending-invitations';
import { RenameTeamForm } from './rename-team-form';

/** Spec §8's text, for a team of one (or none yet) and when the list fails to load. */
export const TEAM_EMPTY = 'Invite team members from the left sidebar to get started';
export const NO_MEMBERS = 'No team members found';

/** Settings › Team: the members (avatar, name, email, admin badge), the admin's member menu, invites. */
export function TeamSection() {
  const utils = trpc.useUtils();
  const me = trpc.user.fetch.useQuery();
  const team = trpc.team.members.useQuery(undefined, { meta: { globalErrorToast: false } });
  const act = trpc.team.actions.useMutation({ meta: { globalErrorToast: false } });
  const [actionError, setActionError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);

  if (team.isPending || me.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3" aria-busy="true" aria-label="Loading team">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (team.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center text-sm"
      >
        <p className="text-muted-foreground">{TEAM_EMPTY}</p>
        <p className="text-destructive text-xs">{errorMessage(team.error)}</p>
        <Button variant="outline" size="sm" disabled={team.isFetching} onClick={() => void team.refetch()}>
          {team.isFetching ? <Spinner aria-hidden /> : null}
          Try again
        </Button>
      </div>
    );
  }

  const { _id: teamId, teamName, members, totalMembers } = team.data;
  const myEmail = me.data?.email.toLowerCase();
  // Spec §6: a team admin is the user whose email matches an admin member; the server checks it again.
  const isAdmin = members.some((member) => member.admin && member.email.toLowerCase() === myEmail);

  function runAction(member: TeamMember, action: TeamAction) {
    if (!teamId) return;
    setActionError(null);
    act.mutate(
      { action, memberId: member.id, teamId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void utils.team.members.invalidate();
        },
        onError: (err) => {
          toast.error('Failed to perform action');
          setActionError(errorMessage(err));
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Members" className="flex flex-col gap-3">
        {renaming && teamName !== null && isAdmin ? (
          <RenameTeamForm teamName={teamName} onDone={() => setRenaming(false)} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex min-w-0 items-center gap-1">
              <h3 className="break-words font-medium">{teamName ?? 'Your team'}</h3>
              {teamName !== null && isAdmin ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label="Rename team"
                  onClick={() => setRenaming(true)}
                >
                  <PencilIcon aria-hidden />
                </Button>
              ) : null}
            </div>
            <p className="text-muted-foreground text-sm">
              {totalMembers} {totalMembers === 1 ? 'member' : 'members'}
            </p>
          </div>
        )}
        {actionError ? (
          <p role="alert" className="text-destructive text-sm">
            {actionError}
          </p>
        ) : null}
        {members.length ? (
          <MembersList
            members={members}
            myEmail={myEmail}
            canManage={isAdmin}
            busy={act.isPending}
            onAction={runAction}
          />
        ) : null}
        {members.length <= 1 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
            {members.length ? TEAM_EMPTY : NO_MEMBERS}
          </p>
        ) : null}
      </section>
      {teamId !== null && isAdmin ? <PendingInvitations /> : null}
      {teamId === null || isAdmin ? (
        <InviteForm key={teamName ?? ''} teamName={teamName} />
      ) : (
        <p className="text-muted-foreground text-sm">Only team admins can invite members.</p>
      )}
    </div>
  );
}
