import type { RouterOutputs } from '@leadpath/api';
import { listTimeZones } from '@leadpath/core';
import {
  type CreateProspectInput,
  createProspectSchema,
  type ProspectStatus,
  prospectStatuses,
  prospectStatusLabels,
} from '@leadpath/core/schemas/prospects';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/lib/form-errors';
import { CompanyPicker } from './company-picker';

type Prospect = RouterOutputs['prospects']['get'];
type TextField = 'firstName' | 'lastName' | 'title' | 'email' | 'phone' | 'linkedinUrl';
/** timeZone: an IANA name, or '' for unknown (sequences then use the company location's zone, else the sender's). */
type Values = Record<TextField, string> & {
  status: ProspectStatus;
  companyId: string | null;
  timeZone: string;
};

const textFields: { name: TextField; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', autoComplete: 'off' },
  { name: 'title', label: 'Job title', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'url', autoComplete: 'off' },
];

interface ProspectFormProps {
  prospect?: Prospect;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CreateProspectInput) => void;
  onCancel: () => void;
}

/** The create and edit form; checks with the server's own schema before sending. */
export function ProspectForm({ prospect, submitLabel, pending, onSubmit, onCancel }: ProspectFormProps) {
  const formId = useId();
  const [values, setValues] = useState<Values>({
    firstName: prospect?.firstName ?? '',
    lastName: prospect?.lastName ?? '',
    title: prospect?.title ?? '',
    email: prospect?.email ?? '',
    phone: prospect?.phone ?? '',
    linkedinUrl: prospect?.linkedinUrl ?? '',
    status: prospect?.status ?? 'new',
    companyId: prospect?.companyId ?? null,
    timeZone: prospect?.timeZone ?? '',
  });
  const zones = useMemo(() => listTimeZones(), []);
  const knownZone = !values.timeZone || zones.some((zone) => zone.value === values.timeZone);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProspectSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<keyof Values>(parsed.error));
      return;
    }
    setErrors({});
    onSubmit({ ...values, timeZone: values.timeZone || null });
  };

  const errorId = (name: string) => `${formId}-${name}-error`;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <div key={field.name} className="flex flex-col gap-2">
            <Label htmlFor={`${formId}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${formId}-${field.name}`}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? errorId(field.name) : undefined}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            {errors[field.name] ? (
              <p id={errorId(field.name)} className="text-destructive text-sm">
                {errors[field.name]}
              </p>
            ) : null}
          </div>
        ))}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${formId}-status`}>Status</Label>
          <NativeSelect
            id={`${formId}-status`}
            value={values.status}
            onChange={(event) => setValues({ ...values, status: event.target.value as ProspectStatus })}
          >
            {prospectStatuses.map((status) => (
              <option key={status} value={status}>
                {prospectStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${formId}-company`}>Company</Label>
          <CompanyPicker
            id={`${formId}-company`}
            initialName={prospect?.companyName ?? ''}
            onChange={(companyId) => setValues((current) => ({ ...current, companyId }))}
          />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${formId}-timeZone`}>Time zone</Label>
          <NativeSelect
            id={`${formId}-timeZone`}
            value={values.timeZone}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={errors.timeZone ? errorId('timeZone') : `${formId}-timeZone-hint`}
            onChange={(event) => setValues({ ...values, timeZone: event.target.value })}
          >
            <option value="">Not set (from the company's location, else my sending zone)</option>
            {!knownZone && <option value={values.timeZone}>{values.timeZone}</option>}
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </NativeSelect>
          {errors.timeZone ? (
            <p id={errorId('timeZone')} className="text-destructive text-sm">
              {errors.timeZone}
            </p>
          ) : (
            <p id={`${formId}-timeZone-hint`} className="text-muted-foreground text-xs">
              Sequences send inside your sending hours in this zone. Unknown: the zone of the company's
              location when it names one place, else your own.
            </p>
          )}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner aria-hidden /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
