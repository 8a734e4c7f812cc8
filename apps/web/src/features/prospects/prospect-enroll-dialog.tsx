import type { ProspectFilter } from '@leadpath/core/schemas/prospects';
import { SEQUENCE_LIMITS } from '@leadpath/core/schemas/sequences';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { SchedulePreviewTable } from '@/components/outreach/schedule-preview-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Who to enroll: the selected rows, or every prospect the list's filter matches. */
export type EnrollChoice =
  | { prospectIds: string[] }
  | { filter: Omit<ProspectFilter, 'sort' | 'direction'>; total?: number };

interface ProspectEnrollDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: EnrollChoice;
  onEnrolled: () => void;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Enroll from the Prospects list (issue 19): pick a sequence, see the schedule enrolling would give
 * (who gets which step when), then start. A prospect active in another sequence is skipped unless
 * the user allows it.
 */
export function ProspectEnrollDialog({ open, onOpenChange, choice, onEnrolled }: ProspectEnrollDialogProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const [sequenceId, setSequenceId] = useState('');
  const [allowOtherActive, setAllowOtherActive] = useState(false);
  const sequences = trpc.sequences.list.useQuery(undefined, {
    enabled: open,
    meta: { globalErrorToast: false },
  });
  const options = sequences.data?.sequences ?? [];
  const chosen = options.find((sequence) => sequence.id === sequenceId);
  useEffect(() => {
    // The newest sequence is the likely one; the user can pick another.
    if (open && !sequenceId && options[0]) setSequenceId(options[0].id);
  }, [open, sequenceId, options]);

  const who = 'prospectIds' in choice ? { prospectIds: choice.prospectIds } : { filter: choice.filter };
  // The server previews only the first prospects chosen; sending no more keeps the query's URL short.
  const previewWho =
    'prospectIds' in choice
      ? { prospectIds: choice.prospectIds.slice(0, SEQUENCE_LIMITS.previewProspects) }
      : { filter: choice.filter };
  const preview = trpc.sequences.previewEnrollment.useQuery(
    { id: sequenceId, ...previewWho },
    { enabled: open && Boolean(sequenceId), meta: { globalErrorToast: false }, retry: false },
  );
  const activate = trpc.sequences.activate.useMutation();
  const enroll = trpc.sequences.enroll.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async ({ enrolled, skipped }) => {
      let started = false;
      if (chosen?.status === 'draft' && enrolled.length) {
        await activate.mutateAsync({ id: sequenceId });
        started = true;
      }
      const name = chosen?.name ?? 'the sequence';
      const parts = [`${plural(enrolled.length, 'prospect')} enrolled in ${name}`];
      if (skipped.length) parts.push(`${skipped.length} skipped (already in another active sequence)`);
      if (started) parts.push('the sequence is running');
      toast.success(parts.join('; '));
      await Promise.all([
        utils.sequences.list.invalidate(),
        utils.sequences.enrollments.invalidate({ id: sequenceId }),
        utils.sequences.schedule.invalidate({ id: sequenceId }),
        utils.sequences.get.invalidate({ id: sequenceId }),
      ]);
      onEnrolled();
    },
  });

  const count = 'prospectIds' in choice ? choice.prospectIds.length : choice.total;
  const audience =
    'prospectIds' in choice
      ? `the ${plural(choice.prospectIds.length, 'selected prospect')}`
      : count === undefined
        ? 'every prospect matching the current filter'
        : `all ${plural(count, 'prospect')} matching the current filter`;
  const pending = enroll.isPending || activate.isPending;
  const startLabel = chosen?.status === 'draft' ? 'Enroll and start' : 'Enroll';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title="Enroll in a sequence"
      description={`Enroll ${audience}.`}
      size="xl"
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!chosen || pending || preview.isPending || Boolean(preview.error)}
            onClick={() => enroll.mutate({ id: sequenceId, ...who, allowOtherActive })}
          >
            {pending ? <Spinner aria-hidden /> : null}
            {startLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 px-6 py-4">
        {sequences.isPending ? (
          <Skeleton className="h-9 w-full" aria-busy aria-label="Loading sequences" />
        ) : errorStatus(sequences.error) === 403 ? (
          <Alert>
            <AlertTitle>Pick a plan to use this feature</AlertTitle>
            <AlertDescription>
              <p>Your current plan does not include Custom outreach.</p>
              <Button asChild size="sm" className="mt-1">
                <Link to="/pricing">See plans</Link>
              </Button>
            </AlertDescription>
          </Alert>
        ) : sequences.error ? (
          <Alert variant="destructive">
            <AlertTitle>Your sequences could not be loaded</AlertTitle>
            <AlertDescription>
              <Button
                variant="outline"
                size="sm"
                className="text-foreground"
                onClick={() => sequences.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : options.length === 0 ? (
          <div className="flex flex-col items-start gap-2 rounded-md border border-dashed p-4 text-sm">
            <p className="font-medium">You have no sequence yet</p>
            <p className="text-muted-foreground">Create one in Custom outreach, then come back to enroll.</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/dashboard/custom-outreach/new">Create a sequence</Link>
            </Button>
          </div>
        ) : (
          <>
            <Field>
              <Label htmlFor={`${id}-sequence`}>Sequence</Label>
              <NativeSelect
                id={`${id}-sequence`}
                value={sequenceId}
                onChange={(event) => setSequenceId(event.target.value)}
              >
                {options.map((sequence) => (
                  <option key={sequence.id} value={sequence.id}>
                    {sequence.name}
                    {sequence.status === 'active'
                      ? ''
                      : ` (${sequence.status === 'draft' ? 'draft' : 'paused'})`}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-other`}
                checked={allowOtherActive}
                onCheckedChange={(value) => setAllowOtherActive(value === true)}
              />
              <Label htmlFor={`${id}-other`} className="font-normal">
                Also enroll prospects already active in another sequence
              </Label>
            </div>
            {chosen?.status === 'paused' ? (
              <p className="text-muted-foreground text-sm">
                This sequence is paused: nothing is sent until you resume it.
              </p>
            ) : chosen?.status === 'draft' ? (
              <p className="text-muted-foreground text-sm">This sequence is a draft: enrolling starts it.</p>
            ) : null}
            <div className="flex flex-col gap-2">
              <h3 className="font-medium text-sm">Schedule preview</h3>
              {preview.error ? (
                <Alert variant="destructive">
                  <AlertTitle>The preview could not be computed</AlertTitle>
                  <AlertDescription>{errorMessage(preview.error)}</AlertDescription>
                </Alert>
              ) : (
                <SchedulePreviewTable
                  label="Schedule preview"
                  rows={preview.data?.rows}
                  pending={preview.isPending}
                  emptyMessage="Nobody would be enrolled: these prospects are already in this sequence or active in another one."
                  limit={60}
                />
              )}
            </div>
            {enroll.error ? (
              <Alert variant="destructive">
                <AlertTitle>Nobody was enrolled</AlertTitle>
                <AlertDescription>{errorMessage(enroll.error)}</AlertDescription>
              </Alert>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}
