import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { LazyConfirmDeleteDialog } from '@/components/confirm-delete-dialog-lazy';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { SequenceHeader } from './sequence-header';
import { SequenceLoadError, SequenceLoading, SequencesBackLink } from './sequence-page-states';
import { type SequenceTab, SequenceTabs } from './sequence-tabs';

/** /dashboard/custom-outreach/$sequenceId: a sequence, started or paused here, in five tabs. */
export function SequencePage() {
  const { sequenceId } = useParams({ strict: false }) as { sequenceId: string };
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // The open tab outlives a failed reload of the sequence.
  const [tab, setTab] = useState<SequenceTab>('steps');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteAsked = useOpenedOnce(confirmDelete);
  const sequence = trpc.sequences.get.useQuery(
    { id: sequenceId },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const remove = trpc.sequences.delete.useMutation({
    onSuccess: async () => {
      toast.success('Sequence deleted');
      setConfirmDelete(false);
      await utils.sequences.list.invalidate();
      await navigate({ to: '/dashboard/custom-outreach' });
    },
  });

  if (sequence.isPending) return <SequenceLoading />;
  if (sequence.error) return <SequenceLoadError error={sequence.error} onRetry={() => sequence.refetch()} />;

  const data = sequence.data;
  return (
    <section aria-labelledby="sequence-heading" className="flex flex-col gap-4">
      <SequencesBackLink />
      <SequenceHeader sequence={data} onDelete={() => setConfirmDelete(true)} />
      <SequenceTabs sequence={data} tab={tab} onTabChange={setTab} />
      {deleteAsked ? (
        <LazyConfirmDeleteDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete ${data.name}?`}
          description="The sequence, its enrollments, schedule and results are removed for good. Nothing more is sent."
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: data.id })}
        />
      ) : null}
    </section>
  );
}
