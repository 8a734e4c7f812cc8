import { bookMeetingSchema, SLOT_TAKEN } from '@leadpath/core/schemas/calendar';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/lib/form-errors';
import { trpc } from '@/lib/trpc';
import { formatSlotDateTime } from './slots-by-day';

interface BookingFormProps {
  handle: string;
  start: string;
  timeZone: string;
  onBooked: (booking: { start: string; email: string; title: string }) => void;
  /** The slot went to someone else: the picker refreshes. */
  onTaken: () => void;
}

export function BookingForm({ handle, start, timeZone, onBooked, onTaken }: BookingFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'form', string>>>({});
  const book = trpc.booking.book.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (booking, input) =>
      onBooked({ start: booking.start, email: input.email, title: booking.title }),
    onError: (err) => {
      setErrors({ form: err.message });
      if (err.message === SLOT_TAKEN || err.data?.code === 'CONFLICT') onTaken();
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = bookMeetingSchema.safeParse({ handle, start, name, email, timeZone });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<'name' | 'email'>(parsed.error));
      return;
    }
    setErrors({});
    book.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Your details">
      <p className="font-medium text-sm">{formatSlotDateTime(start, timeZone)}</p>
      <Field>
        <Label htmlFor={`${id}-name`}>Your name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          aria-invalid={errors.name ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError>{errors.name}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={`${id}-email`}>Your email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={errors.email ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError>{errors.email}</FieldError>
      </Field>
      {errors.form && (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={book.isPending}>
        {book.isPending && <Spinner aria-hidden />}
        Book meeting
      </Button>
    </form>
  );
}
