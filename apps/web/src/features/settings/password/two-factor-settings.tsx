import {
  confirmTwoFactorSchema,
  type DisableTwoFactorInput,
  disableTwoFactorSchema,
  PASSWORD_INCORRECT,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
} from '@leadpath/core/schemas/two-factor';
import { ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The setup key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Settings, Password: two-factor sign-in with an authenticator app (TOTP). Set up with a current
 * code, then 10 recovery codes shown once; turned off with the password and a current code.
 */
export function TwoFactorSettings() {
  const utils = trpc.useUtils();
  const status = trpc.twoFactor.status.useQuery(undefined, { meta: { globalErrorToast: false } });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  useEffect(() => {
    if (errorStatus(status.error) === 401) handleGlobalError(status.error);
  }, [status.error]);

  let body: ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status.isPending) {
    body = <Skeleton className="h-20 w-full" />;
  } else if (status.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(status.error)}</AlertDescription>
      </Alert>
    );
  } else if (status.data.enabled) {
    body = (
      <EnabledState
        enabledAt={status.data.enabledAt}
        recoveryCodesLeft={status.data.recoveryCodesLeft}
        onDisabled={() => void utils.twoFactor.status.invalidate()}
      />
    );
  } else {
    body = (
      <SetUp
        onEnabled={(codes) => {
          setRecoveryCodes(codes);
          void utils.twoFactor.status.invalidate();
        }}
      />
    );
  }

  return (
    <section aria-labelledby="two-factor-heading" className="flex max-w-md flex-col gap-4 border-t pt-6">
      <div className="flex flex-col gap-1">
        <h3 id="two-factor-heading" className="flex items-center gap-2 font-semibold">
          <ShieldCheckIcon aria-hidden className="size-4" />
          Two-factor authentication
        </h3>
        <p className="text-muted-foreground text-sm">
          Sign-in asks for a code from an authenticator app on your phone as well as your password.
        </p>
      </div>
      {body}
    </section>
  );
}

function SetUp({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const begin = trpc.twoFactor.beginSetup.useMutation();
  const confirm = trpc.twoFactor.confirmSetup.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: ({ recoveryCodes }) => {
      toast.success(TWO_FACTOR_ENABLED);
      onEnabled(recoveryCodes);
    },
    onError: (err) => {
      if (errorStatus(err) === 400) setError(errorMessage(err));
      else handleGlobalError(err);
    },
  });

  if (!begin.data) {
    return (
      <Button className="w-fit" disabled={begin.isPending} onClick={() => begin.mutate()}>
        {begin.isPending ? <Spinner aria-hidden /> : null}
        Set up two-factor authentication
      </Button>
    );
  }

  const { secret, otpauthUri, qrCodeSvg } = begin.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmTwoFactorSchema.safeParse({ code });
    if (!parsed.success) {
      setError(fieldErrorsOf<'code'>(parsed.error).code);
      return;
    }
    setError(undefined);
    confirm.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="two-factor-setup">
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm">
        <li>
          Scan this QR code with an authenticator app (1Password, Google Authenticator, Authy...), or enter
          the setup key by hand.
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg)}`}
            alt="QR code of the setup key for your authenticator app"
            className="mt-2 size-44 rounded-md border bg-white p-1"
          />
          <dl className="mt-2 grid gap-1">
            <dt className="text-muted-foreground text-xs">Setup key</dt>
            <dd>
              <code data-slot="two-factor-secret" className="break-all font-mono text-sm">
                {grouped(secret)}
              </code>
            </dd>
            <dt className="text-muted-foreground text-xs">Setup link</dt>
            <dd>
              <code className="break-all font-mono text-muted-foreground text-xs">{otpauthUri}</code>
            </dd>
          </dl>
        </li>
        <li>Enter the 6-digit code the app shows to turn two-factor authentication on.</li>
      </ol>
      <Field>
        <Label htmlFor={`${id}-code`}>Code from your authenticator app</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="w-40 font-mono tracking-widest"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <FieldError id={`${id}-code-error`}>{error}</FieldError>
      </Field>
      <Button type="submit" className="w-fit" disabled={confirm.isPending}>
        {confirm.isPending ? <Spinner aria-hidden /> : null}
        Turn on two-factor authentication
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3" data-slot="recovery-codes">
      <Alert>
        <AlertTitle>Save your recovery codes</AlertTitle>
        <AlertDescription>
          Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere
          safe, such as a password manager.
        </AlertDescription>
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast.success('Recovery codes copied'))
              .catch(() => toast.error('Copying is not allowed here: select the codes and copy them'))
          }
        >
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved these codes</Button>
      </div>
    </div>
  );
}

type DisableField = keyof DisableTwoFactorInput;

function EnabledState({
  enabledAt,
  recoveryCodesLeft,
  onDisabled,
}: {
  enabledAt: string | null;
  recoveryCodesLeft: number;
  onDisabled: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<DisableTwoFactorInput>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<DisableField, string>>>({});
  const disable = trpc.twoFactor.disable.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      setValues({ password: '', code: '' });
      toast.success(TWO_FACTOR_DISABLED);
      onDisabled();
    },
    onError: (err) => {
      if (errorStatus(err) !== 400) return handleGlobalError(err);
      const message = errorMessage(err);
      setErrors(message === PASSWORD_INCORRECT ? { password: message } : { code: message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = disableTwoFactorSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<DisableField>(parsed.error));
      return;
    }
    setErrors({});
    disable.mutate(parsed.data);
  };

  const fields: { name: DisableField; label: string; type: string; autoComplete: string }[] = [
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
    { name: 'code', label: 'Current code', type: 'text', autoComplete: 'one-time-code' },
  ];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" data-slot="two-factor-status">
        <strong>On</strong>
        {enabledAt ? ` since ${dateFormat.format(new Date(enabledAt))}` : null}.{' '}
        {recoveryCodesLeft === 1 ? '1 recovery code left.' : `${recoveryCodesLeft} recovery codes left.`}
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Turn off two-factor">
        <FieldDescription>To turn it off, confirm your password and a current code.</FieldDescription>
        {fields.map((field) => (
          <Field key={field.name}>
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'code' ? 'numeric' : undefined}
              value={values[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
                setErrors((current) => ({ ...current, [field.name]: undefined }));
              }}
            />
            <FieldError id={`${id}-${field.name}-error`}>{errors[field.name]}</FieldError>
          </Field>
        ))}
        <Button type="submit" variant="destructive" className="w-fit" disabled={disable.isPending}>
          {disable.isPending ? <Spinner aria-hidden /> : null}
          Turn off two-factor authentication
        </Button>
      </form>
    </div>
  );
}
