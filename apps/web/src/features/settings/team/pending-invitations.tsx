import type { RouterOutputs } from '@leadpath/api';
import { MailIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Invitation = RouterOutputs['team']['invitations']['invitations'][number];

export const NO_PENDING_INVITATIONS = 'No pending invitations. People you invite show here until they join.';
export const INVITATIONS_LOAD_FAILED = 'Pending invitations could not be loaded.';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Settings › Team, for team admins: invitations not accepted yet, each with Resend and Revoke. */
export function PendingInvitations() {
  const utils = trpc.useUtils();
  const invitations = trpc.team.invitations.useQuery(undefined, { meta: { globalErrorToast: false } });
  const resend = trpc.team.resendInvitation.useMutation({ meta: { globalErrorToast: false } });
  const revoke = trpc.team.revokeInvitation.useMutation({ meta: { globalErrorToast: false } });
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const busyId = resend.isPending
    ? resend.variables?.id
    : revoke.isPending
      ? revoke.variables?.id
      : undefined;

  function onError(err: unknown) {
    toast.error(errorMessage(err));
    void utils.team.invitations.invalidate();
  }

  function sendAgain(invitation: Invitation) {
    resend.mutate(
      { id: invitation.id },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void utils.team.invitations.invalidate();
        },
        onError,
      },
    );
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(
      { id: revoking.id },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setRevoking(null);
          void utils.team.invitations.invalidate();
        },
        onError: (err) => {
          setRevoking(null);
          onError(err);
        },
      },
    );
  }

  let body: ReactNode;
  if (invitations.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading invitations" className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (invitations.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-4 text-sm"
      >
        <p className="text-muted-foreground">{INVITATIONS_LOAD_FAILED}</p>
        <p className="text-destructive">{errorMessage(invitations.error)}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={invitations.isFetching}
          onClick={() => void invitations.refetch()}
        >
          {invitations.isFetching ? <Spinner aria-hidden /> : null}
          Try again
        </Button>
      </div>
    );
  } else if (invitations.data.invitations.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
        {NO_PENDING_INVITATIONS}
      </p>
    );
  } else {
    body = (
      <ul aria-label="Pending invitations" className="divide-y rounded-lg border">
        {invitations.data.invitations.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            busy={busyId === invitation.id}
            disabled={busyId !== undefined}
            onResend={() => sendAgain(invitation)}
            onRevoke={() => setRevoking(invitation)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="pending-invitations-h" className="flex flex-col gap-3">
      <h3 id="pending-invitations-h" className="font-medium">
        Pending invitations
      </h3>
      {body}
      <ConfirmDeleteDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={`Revoke the invitation to ${revoking?.email ?? ''}?`}
        description="The link in their invitation mail stops working. You can invite them again later."
        pending={revoke.isPending}
        lockWhilePending
        onConfirm={confirmRevoke}
        confirmLabel="Revoke invitation"
      />
    </section>
  );
}

interface InvitationRowProps {
  invitation: Invitation;
  /** This row's resend or revoke is under way. */
  busy: boolean;
  disabled: boolean;
  onResend: () => void;
  onRevoke: () => void;
}

function InvitationRow({ invitation, busy, disabled, onResend, onRevoke }: InvitationRowProps) {
  const { email, role, invitedAt, expiresAt, expired } = invitation;
  return (
    <li aria-label={email} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <MailIcon aria-hidden className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
          <span className="break-all">{email}</span>
          <Badge variant={role === 'admin' ? 'secondary' : 'outline'}>
            {role === 'admin' ? 'Admin' : 'Member'}
          </Badge>
          {expired ? <Badge variant="destructive">Expired</Badge> : null}
        </p>
        <p className="text-muted-foreground text-xs">
          Invited {formatDateTime(invitedAt)} ·{' '}
          {expired ? `Expired ${formatDateTime(expiresAt)}` : `Expires ${formatDateTime(expiresAt)}`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={onResend}
          aria-label={`Resend invitation to ${email}`}
        >
          {busy ? <Spinner aria-hidden /> : <RotateCwIcon aria-hidden />}
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={onRevoke}
          aria-label={`Revoke invitation to ${email}`}
        >
          <XIcon aria-hidden />
          Revoke
        </Button>
      </div>
    </li>
  );
}
