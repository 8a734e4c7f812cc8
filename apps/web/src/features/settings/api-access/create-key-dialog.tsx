import { type ApiPermission, keyExpirationOptions } from '@leadpath/core';
import { createApiKeySchema } from '@leadpath/core/schemas/api-access';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/lib/form-errors';
import { trpc } from '@/lib/trpc';
import { toastCreateFailure } from './api-access-toasts';
import { CreatedKeyView } from './created-key-view';
import { PermissionPicker } from './permission-picker';

type FieldName = 'name' | 'permissions' | 'expiresIn';

interface CreateKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Days; the expiration the select starts on (the settings' defaultExpiration). */
  defaultExpiration: number;
}

/** The choices of spec §4, plus the settings' default when it is none of them. */
function expirationChoices(defaultDays: number) {
  const choices: { label: string; days: number }[] = keyExpirationOptions.map((option) => ({ ...option }));
  if (!choices.some((choice) => choice.days === defaultDays))
    choices.splice(-1, 0, { label: `${defaultDays} days`, days: defaultDays });
  return choices
    .sort((a, b) => (a.days === 0 ? 1 : b.days === 0 ? -1 : a.days - b.days))
    .map((choice) => ({
      ...choice,
      label: choice.days === defaultDays ? `${choice.label} (default)` : choice.label,
    }));
}

function CreateKeyForm({
  defaultExpiration,
  onCreated,
}: {
  defaultExpiration: number;
  onCreated: (name: string, key: string) => void;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<ApiPermission[]>([]);
  const [expiresIn, setExpiresIn] = useState(defaultExpiration);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const create = trpc.apiAccess.createKey.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (created) => {
      void utils.apiAccess.keys.invalidate();
      onCreated(created.name, created.key);
    },
    onError: toastCreateFailure,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, permissions, expiresIn });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-5 p-6">
      <Field>
        <Label htmlFor={`${id}-name`}>Key name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          placeholder="Zapier, CRM sync, reporting script…"
          maxLength={100}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
      </Field>
      <div className="flex flex-col gap-2">
        <PermissionPicker
          value={permissions}
          invalid={Boolean(errors.permissions)}
          describedBy={errors.permissions ? `${id}-permissions-error` : undefined}
          onChange={(next) => {
            setPermissions(next);
            if (errors.permissions) setErrors((current) => ({ ...current, permissions: undefined }));
          }}
        />
        <FieldError id={`${id}-permissions-error`}>{errors.permissions}</FieldError>
      </div>
      <Field>
        <Label htmlFor={`${id}-expires`}>Expiration</Label>
        <NativeSelect
          id={`${id}-expires`}
          className="sm:max-w-xs"
          value={String(expiresIn)}
          onChange={(event) => setExpiresIn(Number(event.target.value))}
        >
          {expirationChoices(defaultExpiration).map((choice) => (
            <option key={choice.days} value={choice.days}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
        <FieldError>{errors.expiresIn}</FieldError>
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner aria-hidden /> : null}
          Create key
        </Button>
      </div>
    </form>
  );
}

/** Create a key: name, permissions, expiration; then the key itself, shown once. */
export function CreateKeyDialog({ open, onOpenChange, defaultExpiration }: CreateKeyDialogProps) {
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const close = (next: boolean) => {
    // Once closed the key is gone from the page for good.
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title={created ? 'Your new API key' : 'Create API key'}
      description={
        created ? undefined : 'Pick what the key may do. You will see the key once, right after this.'
      }
      footer={
        created ? (
          <Button variant="outline" onClick={() => close(false)}>
            Done
          </Button>
        ) : undefined
      }
    >
      {created ? (
        <div className="p-6">
          <CreatedKeyView name={created.name} apiKey={created.key} />
        </div>
      ) : (
        <CreateKeyForm
          defaultExpiration={defaultExpiration}
          onCreated={(name, key) => setCreated({ name, key })}
        />
      )}
    </Modal>
  );
}
