import { DEMO_RECORD_VALUE_REQUIRED, setDemoRecordSchema } from '@leadpath/core/schemas/domains';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DEMO_RECORD_SAVED, RECORD_LABELS } from './domain-texts';

interface DemoRecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domainId: string;
  kind: keyof typeof RECORD_LABELS;
  /** Where the record lives, e.g. `_dmarc.acme.com`. */
  name: string;
  initialValue: string;
}

/** Sets one record of the demo DNS zone to any value: to see what verification says of a wrong one. */
export function DemoRecordDialog({
  open,
  onOpenChange,
  domainId,
  kind,
  name,
  initialValue,
}: DemoRecordDialogProps) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const save = trpc.domains.setDemoRecord.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success(DEMO_RECORD_SAVED);
      void utils.domains.list.invalidate();
      onOpenChange(false);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = setDemoRecordSchema.safeParse({ id: domainId, kind, value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? DEMO_RECORD_VALUE_REQUIRED);
    setError(undefined);
    save.mutate(parsed.data);
  };
  const label = RECORD_LABELS[kind];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit the ${label} record in the demo zone`}
      description={`What the demo DNS zone answers at ${name}. Real DNS is not changed.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field>
          <Label htmlFor={id}>{kind === 'mx' ? 'Mail server host' : 'Record value'}</Label>
          <Textarea
            id={id}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            rows={4}
            className="font-mono text-xs"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <FieldDescription id={`${id}-hint`}>
            Replaces the {label} record at {name} in the demo zone only.
          </FieldDescription>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner aria-hidden /> : null}
            Save demo record
          </Button>
        </div>
      </form>
    </Modal>
  );
}
