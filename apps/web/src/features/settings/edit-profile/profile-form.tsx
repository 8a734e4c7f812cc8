import type { RouterOutputs } from '@leadpath/api';
import { BIO_MAX_LENGTH, editProfileSchema, PROFILE_UPDATED } from '@leadpath/core/schemas/profile';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type UserProfile = RouterOutputs['user']['fetch'];
type Values = Pick<UserProfile, 'name' | 'companyName' | 'location' | 'bio'>;
type FieldName = keyof Values;

const textFields: { name: Exclude<FieldName, 'bio'>; label: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
];

/** Name (required), company name, location and bio with its live counter; PATCH /api/edit-profile. */
export function ProfileForm({ user }: { user: UserProfile }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>({
    name: user.name,
    companyName: user.companyName,
    location: user.location,
    bio: user.bio,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = trpc.profile.update.useMutation({
    onSuccess: (updated) => {
      utils.user.fetch.setData(undefined, updated);
      void utils.user.fetch.invalidate();
      toast.success(PROFILE_UPDATED);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = editProfileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const bioOver = values.bio.length > BIO_MAX_LENGTH;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <Field key={field.name} className={field.name === 'name' ? 'sm:col-span-2' : undefined}>
            <Label htmlFor={`${id}-${field.name}`}>
              {field.label}
              {field.name === 'name' ? (
                <span className="text-destructive" aria-hidden>
                  *
                </span>
              ) : null}
            </Label>
            <Input
              id={`${id}-${field.name}`}
              value={values[field.name]}
              autoComplete={field.autoComplete}
              required={field.name === 'name'}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? errorId(field.name) : undefined}
              onChange={(event) => set(field.name, event.target.value)}
            />
            <FieldError id={errorId(field.name)}>{errors[field.name]}</FieldError>
          </Field>
        ))}
      </div>
      <Field>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-bio`}>Bio</Label>
          <span
            id={`${id}-bio-counter`}
            data-testid="bio-counter"
            aria-live="polite"
            className={cn('text-muted-foreground text-xs tabular-nums', bioOver && 'text-destructive')}
          >
            {values.bio.length}/{BIO_MAX_LENGTH}
          </span>
        </div>
        <Textarea
          id={`${id}-bio`}
          rows={5}
          value={values.bio}
          className="max-h-64"
          aria-invalid={errors.bio || bioOver ? true : undefined}
          aria-describedby={`${id}-bio-counter${errors.bio ? ` ${errorId('bio')}` : ''}`}
          onChange={(event) => set('bio', event.target.value)}
        />
        <FieldError id={errorId('bio')}>{errors.bio}</FieldError>
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner aria-hidden /> : null}
          Save changes
        </Button>
      </div>
    </form>
  );
}
