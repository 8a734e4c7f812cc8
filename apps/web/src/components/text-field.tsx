import type { ComponentProps, ReactNode } from 'react';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** What an email input adds: the address keyboard on phones, and no capitals or spelling fixes. */
export const emailInputProps = { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

interface TextFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  id: string;
  label: ReactNode;
  /** A line under the input that says what is expected. */
  hint?: ReactNode;
  /** The field's message; the input is marked invalid and described by it. */
  error?: string;
}

/** A labelled input with its hint and its message, wired for screen readers. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...(input.type === 'email' ? emailInputProps : {})}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <FieldDescription id={hintId}>{hint}</FieldDescription> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
