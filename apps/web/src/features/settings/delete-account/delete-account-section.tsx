import { deleteAccountSchema } from '@leadpath/core/schemas/account';
import { TriangleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { clearImpersonation } from '@/lib/impersonation';
import { trpc } from '@/lib/trpc';

/** Settings, Delete account: the button enables once the password is typed (DECISIONS §2). */
export function DeleteAccountSection() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = trpc.account.delete.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      clearImpersonation();
      window.location.assign('/login');
    },
    onError: (err) => {
      if (errorStatus(err) === 400 || errorStatus(err) === 403) setError(errorMessage(err));
      else handleGlobalError(err);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    remove.mutate(parsed.data);
  };

  const deleting = remove.isPending || remove.isSuccess;
  const errorId = `${id}-error`;

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden />
        <AlertTitle>This cannot be undone</AlertTitle>
        <AlertDescription>
          Your account, profile, leads, settings and sessions are deleted for good, and you are signed out.
        </AlertDescription>
      </Alert>
      <Field>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
        <FieldError id={errorId}>{error}</FieldError>
      </Field>
      <Button type="submit" variant="destructive" className="w-fit" disabled={!password || deleting}>
        {deleting ? <Spinner aria-hidden /> : null}
        Delete account
      </Button>
    </form>
  );
}
