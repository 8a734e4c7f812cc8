import { splitEmails, type TeamInviteRoleName, teamInviteSchema } from '@leadpath/core/schemas/team';
import { MailPlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type InviteField = 'teamName' | 'emails' | 'role';

/** Invites by email; without a team yet, the team name given here founds it. */
export function InviteForm({ teamName: existingTeamName }: { teamName: string | null }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [teamName, setTeamName] = useState(existingTeamName ?? '');
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<TeamInviteRoleName>('member');
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const invite = trpc.team.invite.useMutation({ meta: { globalErrorToast: false } });

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = teamInviteSchema.safeParse({ teamName, emails: splitEmails(emails), role });
    setErrors(parsed.success ? {} : fieldErrorsOf<InviteField>(parsed.error));
    if (!parsed.success) return;
    invite.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(result.message);
        setEmails('');
        void utils.team.members.invalidate();
        void utils.team.invitations.invalidate();
      },
      onError: (err) => {
        toast.error('Error sending invites');
        setServerError(errorMessage(err));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <div>
        <h3 id={`${id}-h`} className="font-medium">
          Invite members
        </h3>
        <p className="text-muted-foreground text-sm">
          Each person gets an email with a link that joins the team.
        </p>
      </div>
      <Field>
        <Label htmlFor={`${id}-team`}>Team name</Label>
        <Input
          id={`${id}-team`}
          value={teamName}
          readOnly={existingTeamName !== null}
          onChange={(event) => setTeamName(event.target.value)}
          aria-invalid={errors.teamName ? true : undefined}
          aria-describedby={errors.teamName ? `${id}-team-error` : undefined}
          className={existingTeamName !== null ? 'bg-muted/50' : undefined}
        />
        <FieldError id={`${id}-team-error`}>{errors.teamName}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={`${id}-emails`}>Emails</Label>
        <Textarea
          id={`${id}-emails`}
          rows={3}
          placeholder="alex@example.com, sam@example.com"
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          aria-invalid={errors.emails ? true : undefined}
          aria-describedby={`${id}-emails-hint${errors.emails ? ` ${id}-emails-error` : ''}`}
        />
        <FieldDescription id={`${id}-emails-hint`}>
          One or more, separated by commas or new lines.
        </FieldDescription>
        <FieldError id={`${id}-emails-error`}>{errors.emails}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={`${id}-role`}>Role</Label>
        <NativeSelect
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as TeamInviteRoleName)}
          className="sm:max-w-48"
        >
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </Field>
      {serverError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner aria-hidden /> : <MailPlusIcon aria-hidden />}
          Send invites
        </Button>
      </div>
    </form>
  );
}
