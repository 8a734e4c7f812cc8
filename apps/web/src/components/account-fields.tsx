import { PASSWORD_HINT } from '@leadpath/core/schemas/password';
import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon, MailCheckIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { ZodError } from 'zod';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, fetchJson } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';

export type AccountFieldName = 'name' | 'email' | 'password' | 'confirmPassword';
type AccountFieldErrors = Partial<Record<AccountFieldName, string>>;
type SafeParse<T> = { success: true; data: T } | { success: false; error: ZodError };

const fields: {
  name: AccountFieldName;
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

/**
 * A new account's name, email and password typed twice (the first Admin, sign-up): the values are
 * checked with the page's schema on submit, each message goes under its field, and focus goes to
 * the first field to fix, so keyboard and screen reader users land on the message.
 */
function useAccountForm<T>(
  parse: (values: Record<AccountFieldName, string>) => SafeParse<T>,
  onValid: (data: T) => void,
) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<AccountFieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field.name, String(data.get(field.name) ?? '')]),
    ) as Record<AccountFieldName, string>;
    const parsed = parse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<AccountFieldName>(parsed.error);
      setErrors(found);
      const first = fields.find((field) => found[field.name]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    onValid(parsed.data);
  }

  const clearError = (name: AccountFieldName) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  return { form, errors, onSubmit, clearError };
}

/** The four inputs with their labels, the password hint and each field's message. */
function AccountFields({
  errors,
  onEdit,
}: {
  errors: AccountFieldErrors;
  onEdit: (name: AccountFieldName) => void;
}) {
  const id = useId();
  return fields.map((field) => {
    const error = errors[field.name];
    return (
      <TextField
        key={field.name}
        id={`${id}-${field.name}`}
        label={field.label}
        hint={field.name === 'password' ? `Use ${PASSWORD_HINT}.` : undefined}
        error={error}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        autoFocus={field.name === 'name'}
        // Focused again when a page shell hands over (components/shell-hand-off.tsx): /login's shell
        // can lead to the setup page, rendered while the app was still hidden.
        data-autofocus={field.name === 'name' || undefined}
        onChange={() => {
          if (error) onEdit(field.name);
        }}
      />
    );
  });
}

/** The server's refusal above the fields; a 409 (the account exists) adds the way to sign-in. */
function AccountFormError({ error, signInLink }: { error: unknown; signInLink: boolean }) {
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>
        {errorMessage(error)}
        {signInLink ? (
          <a href="/login" className="font-medium underline underline-offset-4">
            Go to sign-in
          </a>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

interface NewAccountPageProps<T> {
  title: string;
  description: string;
  /** Where the checked values are posted; its answer sets the session cookie. */
  endpoint: string;
  parse: (values: Record<AccountFieldName, string>) => SafeParse<T>;
  submitLabel: string;
  pendingLabel: string;
  /** Below the button (a link to sign-in). */
  footer?: ReactNode;
  /**
   * What happens after the server accepted the values: 'signed-in' opens the dashboard, a notice
   * replaces the form. Absent: the endpoint's answer set the session cookie.
   */
  afterCreate?: (input: T) => Promise<'signed-in' | { notice: string }>;
}

/** A page that creates an account and signs it in (the first Admin, sign-up), then opens the dashboard. */
export function NewAccountPage<T>({
  title,
  description,
  endpoint,
  parse,
  submitLabel,
  pendingLabel,
  footer,
  afterCreate,
}: NewAccountPageProps<T>) {
  const create = useMutation({
    mutationFn: async (input: T) => {
      await fetchJson(endpoint, { method: 'POST', body: JSON.stringify(input) });
      return afterCreate ? afterCreate(input) : ('signed-in' as const);
    },
    // Signed in: a full page load starts the dashboard with the session cookie.
    onSuccess: (outcome) => {
      if (outcome === 'signed-in') window.location.assign('/dashboard');
    },
    // The page shows the server's answer itself, beside the form.
    meta: { globalErrorToast: false },
  });
  const { form, errors, onSubmit, clearError } = useAccountForm(parse, (input) => create.mutate(input));

  const pending = create.isPending || create.data === 'signed-in';
  if (create.data && create.data !== 'signed-in')
    return (
      <AuthCard homeLink={false} title={title} content={{ role: 'status' }}>
        <div className="flex flex-col gap-5">
          <Alert>
            <MailCheckIcon aria-hidden />
            <AlertDescription>{create.data.notice}</AlertDescription>
          </Alert>
          {footer}
        </div>
      </AuthCard>
    );
  return (
    <AuthCard homeLink={false} title={title} description={description}>
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        {create.isError ? (
          <AccountFormError error={create.error} signInLink={errorStatus(create.error) === 409} />
        ) : null}
        <AccountFields errors={errors} onEdit={clearError} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? <Spinner aria-hidden /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
        {footer}
      </form>
    </AuthCard>
  );
}
