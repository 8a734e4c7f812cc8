import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, fetchJson } from '@/lib/api-errors';

// The server's words for a code step that is over (core's TWO_FACTOR_CHALLENGE_ENDED); kept here so the
// sign-in page does not load the validation library for one comparison.
const CHALLENGE_ENDED = 'This sign-in has expired. Enter your email and password again';

/**
 * The second step of signing in to an account with two-factor authentication: a code from the
 * authenticator app, or one of the recovery codes. The password step answered `challengeToken`.
 */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn: () => void;
  /** The code step is over (expired, too many wrong codes): back to email and password, saying why. */
  onRestart: (message: string) => void;
}) {
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const verify = useMutation({
    mutationFn: (body: { code: string } | { recoveryCode: string }) =>
      fetchJson('/api/auth/two-factor', {
        method: 'POST',
        body: JSON.stringify({ challengeToken, ...body }),
      }),
    onSuccess: onSignedIn,
    onError: (err) => {
      if (errorStatus(err) === 401 && errorMessage(err) === CHALLENGE_ENDED) onRestart(CHALLENGE_ENDED);
    },
    meta: { globalErrorToast: false },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    verify.mutate(useRecovery ? { recoveryCode: value } : { code: value });
  }

  const pending = verify.isPending || verify.isSuccess;
  const inputId = `${id}-${useRecovery ? 'recovery' : 'code'}`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      {verify.isError ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>{errorMessage(verify.error)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{useRecovery ? 'Recovery code' : 'Authentication code'}</Label>
        <Input
          key={inputId}
          id={inputId}
          name={useRecovery ? 'recoveryCode' : 'code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={useRecovery ? 'xxxx-xxxx-xxxx' : '123456'}
          autoFocus
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            // A new code clears the refusal of the last one.
            if (verify.isError) verify.reset();
          }}
        />
        <p className="text-muted-foreground text-sm">
          {useRecovery
            ? 'Each recovery code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Leadpath.'}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={pending || value.trim() === ''}>
        {pending ? <Spinner aria-hidden /> : null}
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        onClick={() => {
          setUseRecovery((current) => !current);
          setValue('');
          verify.reset();
        }}
      >
        {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
      </Button>
    </form>
  );
}
