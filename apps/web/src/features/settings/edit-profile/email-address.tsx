import {
  NEW_EMAIL_SAME,
  type RequestEmailChangeInput,
  requestEmailChangeSchema,
} from '@leadpath/core/schemas/email-change';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { trpc } from '@/lib/trpc';

type FieldName = keyof RequestEmailChangeInput;
const empty: RequestEmailChangeInput = { newEmail: '', currentPassword: '' };

/** The field the server's first input issue names (tRPC's error data carries the schema's issues). */
function fieldOfServerIssue(err: unknown): string | undefined {
  const path = (err as { data?: { issues?: { path?: unknown }[] | null } }).data?.issues?.[0]?.path;
  return typeof path === 'string' ? path : undefined;
}

/**
 * Settings, Edit profile, Email address: the current address and "Change email". The new address
 * and the current password are sent; the address changes only when the link mailed to it is opened.
 */
export function EmailAddress({ email, verified }: { email: string; verified: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<RequestEmailChangeInput>(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = trpc.emailChange.request.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      setValues(empty);
      setOpen(false);
    },
    onError: (err) => {
      const status = errorStatus(err);
      // A refused address goes under its field, a wrong password under that one; being limited or
      // acting for someone else above the form; anything else is global.
      if (status === 400)
        setErrors({
          [fieldOfServerIssue(err) === 'newEmail' ? 'newEmail' : 'currentPassword']: errorMessage(err),
        });
      else if (status === 403 || status === 429) setRefusal(errorMessage(err));
      else handleGlobalError(err);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = requestEmailChangeSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrorsOf<FieldName>(parsed.error);
    if (parsed.success && parsed.data.newEmail === email.toLowerCase()) found.newEmail = NEW_EMAIL_SAME;
    if (!parsed.success || found.newEmail) {
      setErrors(found);
      return;
    }
    setErrors({});
    request.mutate(parsed.data);
  };

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const fields = [
    { name: 'newEmail' as const, label: 'New email address', type: 'email', autoComplete: 'email' },
    {
      name: 'currentPassword' as const,
      label: 'Current password',
      type: 'password',
      autoComplete: 'current-password',
    },
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${id}-heading`} className="font-medium text-sm">
            Email address
          </h3>
          <p className="break-all text-sm" data-testid="current-email">
            {email}
            {verified ? null : <span className="text-muted-foreground"> (not confirmed yet)</span>}
          </p>
        </div>
        {open ? null : (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setOpen(true);
              request.reset();
            }}
          >
            Change email
          </Button>
        )}
      </div>
      {request.isSuccess ? (
        <Alert role="status">
          <CircleCheckIcon aria-hidden />
          <AlertDescription>{request.data.message}</AlertDescription>
        </Alert>
      ) : null}
      {open ? (
        <form
          noValidate
          onSubmit={submit}
          className="flex max-w-md flex-col gap-4"
          aria-busy={request.isPending}
        >
          {refusal ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden />
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          ) : null}
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              error={errors[field.name]}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              autoFocus={field.name === 'newEmail'}
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
            />
          ))}
          <p className="text-muted-foreground text-sm">
            We send a link to the new address; your email changes when you open it, and your other devices are
            signed out. Your current address gets a notice.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? <Spinner aria-hidden /> : null}
              Send confirmation link
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setOpen(false);
                setValues(empty);
                setErrors({});
                setRefusal(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
