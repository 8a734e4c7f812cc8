import type { RouterOutputs } from '@leadpath/api';
import { apiAccessDefaults } from '@leadpath/core';
import { apiAccessLimitsSchema } from '@leadpath/core/schemas/api-access';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { toastFailure, UPDATE_SETTINGS_FAILED } from './api-access-toasts';

type ApiAccessSettings = RouterOutputs['apiAccess']['settings'];
type FieldName =
  | 'maxKeys'
  | 'defaultExpiration'
  | 'allowedOrigins'
  | 'requestsPerMinute'
  | 'requestsPerHour'
  | 'requestsPerDay';
type Values = Record<FieldName, string>;

const numberFields: { name: Exclude<FieldName, 'allowedOrigins'>; label: string; hint: string }[] = [
  { name: 'maxKeys', label: 'Maximum keys', hint: '1 to 10' },
  {
    name: 'defaultExpiration',
    label: 'Default expiration (days)',
    hint: '1 to 3650; new keys start with it',
  },
  { name: 'requestsPerMinute', label: 'Requests per minute', hint: 'per key' },
  { name: 'requestsPerHour', label: 'Requests per hour', hint: 'per key' },
  { name: 'requestsPerDay', label: 'Requests per day', hint: 'per key' },
];

function valuesOf(settings: ApiAccessSettings): Values {
  return {
    maxKeys: String(settings.maxKeys),
    defaultExpiration: String(settings.defaultExpiration),
    allowedOrigins: settings.allowedOrigins.join('\n'),
    requestsPerMinute: String(settings.rateLimit.requestsPerMinute),
    requestsPerHour: String(settings.rateLimit.requestsPerHour),
    requestsPerDay: String(settings.rateLimit.requestsPerDay),
  };
}

/** An empty box takes the fallback of spec §9; anything else is checked by the shared schema. */
function numberOr(text: string, fallback: number): number {
  return text.trim() === '' ? fallback : Number(text);
}

/**
 * The limits of API access: how many keys, their default lifetime, allowed origins, rate limits.
 * Keyed by the saved limits in the parent, so a save elsewhere starts the form afresh.
 */
export function ApiLimitsForm({ settings }: { settings: ApiAccessSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const save = trpc.apiAccess.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (saved) => {
      utils.apiAccess.settings.setData(undefined, saved);
      toast.success('API settings saved');
    },
    onError: (err) => toastFailure(err, UPDATE_SETTINGS_FAILED),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiAccessLimitsSchema.safeParse({
      maxKeys: numberOr(values.maxKeys, apiAccessDefaults.maxKeys),
      defaultExpiration: numberOr(values.defaultExpiration, apiAccessDefaults.defaultExpirationDays),
      allowedOrigins: values.allowedOrigins
        .split(/[\s,]+/)
        .map((origin) => origin.trim())
        .filter(Boolean),
      rateLimit: {
        requestsPerMinute: numberOr(values.requestsPerMinute, apiAccessDefaults.rateLimit.requestsPerMinute),
        requestsPerHour: numberOr(values.requestsPerHour, apiAccessDefaults.rateLimit.requestsPerHour),
        requestsPerDay: numberOr(values.requestsPerDay, apiAccessDefaults.rateLimit.requestsPerDay),
      },
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error, { flatten: ['rateLimit'] }));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const describedBy = (name: FieldName) =>
    [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-medium">
          Limits
        </h3>
        <p className="text-muted-foreground text-sm">Apply to every key of your account.</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {numberFields.map((field) => (
            <Field key={field.name}>
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                type="number"
                inputMode="numeric"
                value={values[field.name]}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
                onChange={(event) => change(field.name, event.target.value)}
              />
              <FieldDescription id={`${id}-${field.name}-hint`}>{field.hint}</FieldDescription>
              <FieldError id={`${id}-${field.name}-error`}>{errors[field.name]}</FieldError>
            </Field>
          ))}
        </div>
        <Field>
          <Label htmlFor={`${id}-allowedOrigins`}>Allowed origins</Label>
          <Textarea
            id={`${id}-allowedOrigins`}
            rows={3}
            placeholder="https://app.example.com"
            value={values.allowedOrigins}
            aria-invalid={errors.allowedOrigins ? true : undefined}
            aria-describedby={describedBy('allowedOrigins')}
            onChange={(event) => change('allowedOrigins', event.target.value)}
          />
          <FieldDescription id={`${id}-allowedOrigins-hint`}>
            One per line. Web pages on these origins may call the API with a key from the browser; servers and
            scripts need no entry.
          </FieldDescription>
          <FieldError id={`${id}-allowedOrigins-error`}>{errors.allowedOrigins}</FieldError>
        </Field>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? <Spinner aria-hidden /> : null}
          Save limits
        </Button>
      </form>
    </section>
  );
}
