import {
  type ChangePasswordInput,
  changePasswordSchema,
  PASSWORD_CHANGED,
  PASSWORD_HINT,
} from '@leadpath/core/schemas/password';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { TwoFactorSettings } from './two-factor-settings';

type FieldName = keyof ChangePasswordInput;

/** The field the server's first input issue names (tRPC's error data carries the schema's issues). */
function fieldOfServerIssue(err: unknown): string | undefined {
  const issues = (err as { data?: { issues?: { path?: unknown }[] | null } }).data?.issues;
  const path = issues?.[0]?.path;
  return typeof path === 'string' ? path : undefined;
}
const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const fields: { name: FieldName; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/**
 * Settings, Password: current, new, confirm; other sessions are signed out on success (DECISIONS §2).
 * Below it, two-factor authentication.
 */
export function PasswordSection() {
  const id = useId();
  const [values, setValues] = useState<ChangePasswordInput>(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const change = trpc.account.changePassword.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      setValues(empty);
      toast.success(PASSWORD_CHANGED);
    },
    onError: (err) => {
      // A refused new password (too common, the email address) goes under its field; the server's other
      // 400, a wrong current password, under that one; anything else is global.
      if (errorStatus(err) !== 400) return handleGlobalError(err);
      const field = fieldOfServerIssue(err) === 'newPassword' ? 'newPassword' : 'currentPassword';
      setErrors({ [field]: errorMessage(err) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };

  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        {fields.map((field) => {
          const describedBy = [
            field.name === 'newPassword' ? hintId : null,
            errors[field.name] ? errorId(field.name) : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <Field key={field.name}>
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                type="password"
                autoComplete={field.autoComplete}
                value={values[field.name]}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                  if (errors[field.name]) setErrors((current) => ({ ...current, [field.name]: undefined }));
                }}
              />
              {field.name === 'newPassword' ? (
                <FieldDescription id={hintId}>Use {PASSWORD_HINT}.</FieldDescription>
              ) : null}
              <FieldError id={errorId(field.name)}>{errors[field.name]}</FieldError>
            </Field>
          );
        })}
        <p className="text-muted-foreground text-sm">
          Changing your password signs you out everywhere else; this browser stays signed in.
        </p>
        <Button type="submit" className="w-fit" disabled={change.isPending}>
          {change.isPending ? <Spinner aria-hidden /> : null}
          Change password
        </Button>
      </form>
      <TwoFactorSettings />
    </div>
  );
}
