import { testSignatureDraftSchema } from '@leadpath/core/schemas/signature';
import { Link } from '@tanstack/react-router';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type DraftField = 'to' | 'subject';

/** Saves a test draft that ends with the signature; unsaved edits are saved first (beforeSend). */
export function TestDraftForm({
  defaultTo,
  beforeSend,
}: {
  defaultTo: string;
  beforeSend: () => Promise<boolean>;
}) {
  const id = useId();
  const [to, setTo] = useState(defaultTo);
  const [subject, setSubject] = useState('Signature test');
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const draft = trpc.signature.createTestDraft.useMutation({ meta: { globalErrorToast: false } });

  async function send(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = testSignatureDraftSchema.safeParse({ to, subject });
    setErrors(parsed.success ? {} : fieldErrorsOf<DraftField>(parsed.error));
    if (!parsed.success || !(await beforeSend())) return;
    draft.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(result.message);
        setSavedFor(parsed.data.to);
      },
      onError: (err) => {
        toast.error('Failed to send test email');
        setServerError(errorMessage(err));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={send}
      className="flex flex-col gap-4 rounded-lg border p-4"
      aria-labelledby={`${id}-h`}
    >
      <div>
        <h3 id={`${id}-h`} className="font-medium">
          Send a test draft
        </h3>
        <p className="text-muted-foreground text-sm">
          Saves a draft ending with your signature; find it under Mailboxes.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${id}-to-error` : undefined}
          />
          <FieldError id={`${id}-to-error`}>{errors.to}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input
            id={`${id}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          />
          <FieldError id={`${id}-subject-error`}>{errors.subject}</FieldError>
        </Field>
      </div>
      {serverError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={draft.isPending}>
          {draft.isPending ? <Spinner aria-hidden /> : <SendIcon aria-hidden />}
          Send test draft
        </Button>
        {savedFor ? (
          <p className="text-muted-foreground text-sm">
            Draft for {savedFor} saved.{' '}
            <Link
              to="/dashboard/mailboxes"
              className="font-medium text-foreground underline underline-offset-4"
            >
              Open Mailboxes
            </Link>
          </p>
        ) : null}
      </div>
    </form>
  );
}
