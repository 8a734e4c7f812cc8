import type { RouterOutputs } from '@leadpath/api';
import { type CreateCompanyInput, companySizes, createCompanySchema } from '@leadpath/core/schemas/companies';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/lib/form-errors';

type Company = RouterOutputs['companies']['get'];
type Field = 'name' | 'domain' | 'industry' | 'size' | 'location' | 'linkedinUrl';

const textFields: { name: Exclude<Field, 'size'>; label: string; type?: string }[] = [
  { name: 'name', label: 'Company name' },
  { name: 'domain', label: 'Domain' },
  { name: 'industry', label: 'Industry' },
  { name: 'location', label: 'Location' },
  { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'url' },
];

interface CompanyFormProps {
  company?: Company;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CreateCompanyInput) => void;
  onCancel: () => void;
}

/** The create and edit form; checks with the server's own schema before sending. */
export function CompanyForm({ company, submitLabel, pending, onSubmit, onCancel }: CompanyFormProps) {
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    name: company?.name ?? '',
    domain: company?.domain ?? '',
    industry: company?.industry ?? '',
    size: company?.size ?? '',
    location: company?.location ?? '',
    linkedinUrl: company?.linkedinUrl ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCompanySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => {
          const id = `${formId}-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name} className="flex flex-col gap-2">
              <Label htmlFor={id}>{field.label}</Label>
              <Input
                id={id}
                type={field.type ?? 'text'}
                autoComplete="off"
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
              {error ? (
                <p id={`${id}-error`} className="text-destructive text-sm">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${formId}-size`}>Size</Label>
          <NativeSelect
            id={`${formId}-size`}
            value={values.size}
            onChange={(event) => setValues({ ...values, size: event.target.value })}
          >
            <option value="">Unknown</option>
            {companySizes.map((size) => (
              <option key={size} value={size}>
                {size} employees
              </option>
            ))}
          </NativeSelect>
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
