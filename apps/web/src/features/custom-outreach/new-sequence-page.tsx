import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { SequenceEditor } from './sequence-editor';

/** /dashboard/custom-outreach/new: the editor for a new sequence; saving opens it. */
export function NewSequencePage() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="new-sequence-heading" className="flex max-w-4xl flex-col gap-4">
      <Link
        to="/dashboard/custom-outreach"
        className="flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        Sequences
      </Link>
      <h2 id="new-sequence-heading" className="font-semibold text-lg">
        New sequence
      </h2>
      <SequenceEditor
        onSaved={(sequence) =>
          navigate({ to: '/dashboard/custom-outreach/$sequenceId', params: { sequenceId: sequence.id } })
        }
        onCancel={() => navigate({ to: '/dashboard/custom-outreach' })}
      />
    </section>
  );
}
