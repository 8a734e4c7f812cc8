import { PASSWORD_HINT } from '@leadpath/core/schemas/password';
import { type SignUpInput, signUpSchema } from '@leadpath/core/schemas/sign-up';
import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, fetchJson } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';

type FieldName = Exclude<keyof SignUpInput, 'timeZone'>;
type FieldErrors = Partial<Record<FieldName, string>>;

const fields: {
  name: FieldName;
  label: string;
  type: string;
  autoComplete: string;
  placeholder?: string;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@company.com' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** Public sign-up: a Free account in trial; the server mails a link to confirm the address. */
export function SignUpPage() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const create = useMutation({
    mutationFn: (input: SignUpInput) =>
      fetchJson('/api/auth/sign-up', { method: 'POST', body: JSON.stringify(input) }),
    // The answer set the session cookie: a full page load starts the dashboard signed in.
    onSuccess: () => window.location.assign('/dashboard'),
    // The page shows the server's answer itself, beside the form.
    meta: { globalErrorToast: false },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field.name, String(data.get(field.name) ?? '')]),
    );
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parsed = signUpSchema.safeParse({ ...values, timeZone });
    if (!parsed.success) {
      const errors = fieldErrorsOf<FieldName>(parsed.error);
      setFieldErrors(errors);
      // Focus goes to the first field to fix, so keyboard and screen reader users land on the message.
      const first = fields.find((field) => errors[field.name]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    create.mutate({ ...parsed.data, timeZone });
  }

  const pending = create.isPending || create.isSuccess;
  const emailTaken = create.isError && errorStatus(create.error) === 409;
  const hintId = `${id}-password-hint`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 p-4 sm:p-10">
      <span className="font-semibold text-xl tracking-tight">Leadpath</span>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>Create your account</h1>
          </CardTitle>
          <CardDescription>
            Start a free trial. We will send you a link to confirm your email address.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
            {create.isError ? (
              <Alert variant="destructive">
                <CircleAlertIcon aria-hidden />
                <AlertDescription>
                  {errorMessage(create.error)}
                  {emailTaken ? (
                    <a href="/login" className="font-medium underline underline-offset-4">
                      Go to sign-in
                    </a>
                  ) : null}
                </AlertDescription>
              </Alert>
            ) : null}
            {fields.map((field) => {
              const error = fieldErrors[field.name];
              const describedBy = [
                field.name === 'password' ? hintId : null,
                error ? errorId(field.name) : null,
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <Field key={field.name}>
                  <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
                  <Input
                    id={`${id}-${field.name}`}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    placeholder={field.placeholder}
                    {...(field.type === 'email'
                      ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false }
                      : {})}
                    autoFocus={field.name === 'name'}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    onChange={() => {
                      if (error) setFieldErrors((current) => ({ ...current, [field.name]: undefined }));
                    }}
                  />
                  {field.name === 'password' ? (
                    <FieldDescription id={hintId}>Use {PASSWORD_HINT}.</FieldDescription>
                  ) : null}
                  <FieldError id={errorId(field.name)}>{error}</FieldError>
                </Field>
              );
            })}
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? <Spinner aria-hidden /> : null}
              {pending ? 'Creating your account...' : 'Create account'}
            </Button>
            <p className="text-center text-muted-foreground text-sm">
              Already have an account?{' '}
              <a href="/login" className="font-medium text-foreground underline underline-offset-4">
                Sign in
              </a>
            </p>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
