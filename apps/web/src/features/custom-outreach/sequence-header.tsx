import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import { PauseIcon, PlayIcon, Trash2Icon, UserPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SequenceStatusBadge } from './sequence-status-badge';

type Sequence = RouterOutputs['sequences']['get'];

/** What the sequence does now, in a sentence under its name. */
function statusLine(sequence: Sequence): string {
  if (sequence.completed && sequence.status !== 'draft')
    return 'Completed: every enrolled prospect has finished. Enroll more to run it again.';
  if (sequence.status === 'active') return 'Running: due steps are sent within your sending window.';
  if (sequence.status === 'paused') return 'Paused: nothing is sent until you resume it.';
  return 'Draft: nothing is sent until you start it.';
}

/** The sequence's name, status and actions: enroll, start / pause / resume, delete. */
export function SequenceHeader({ sequence, onDelete }: { sequence: Sequence; onDelete: () => void }) {
  const { activate, pause } = useRunControls(sequence.id);
  const running = sequence.status === 'active';
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="sequence-heading" className="break-words font-semibold text-xl">
            {sequence.name}
          </h2>
          <SequenceStatusBadge status={sequence.status} completed={sequence.completed} />
        </div>
        <p className="text-muted-foreground text-sm">{statusLine(sequence)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to="/dashboard/prospects">
            <UserPlusIcon aria-hidden />
            Enroll prospects
          </Link>
        </Button>
        {running ? (
          <Button
            variant="outline"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ id: sequence.id })}
          >
            {pause.isPending ? <Spinner aria-hidden /> : <PauseIcon aria-hidden />}
            Pause
          </Button>
        ) : (
          <Button disabled={activate.isPending} onClick={() => activate.mutate({ id: sequence.id })}>
            {activate.isPending ? <Spinner aria-hidden /> : <PlayIcon aria-hidden />}
            {sequence.status === 'paused' ? 'Resume' : 'Start'}
          </Button>
        )}
        <Button variant="ghost" aria-label="Delete sequence" onClick={onDelete}>
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** Start (or resume) and pause: the page shows the saved sequence; the list, schedule and enrollments reload. */
function useRunControls(sequenceId: string) {
  const utils = trpc.useUtils();
  const saved = async (sequence: Sequence, state: string) => {
    utils.sequences.get.setData({ id: sequenceId }, sequence);
    toast.success(`${sequence.name} is ${state}`);
    await Promise.all([
      utils.sequences.list.invalidate(),
      utils.sequences.schedule.invalidate({ id: sequenceId }),
      utils.sequences.enrollments.invalidate({ id: sequenceId }),
    ]);
  };
  const activate = trpc.sequences.activate.useMutation({
    onSuccess: (sequence) => saved(sequence, 'running'),
  });
  const pause = trpc.sequences.pause.useMutation({ onSuccess: (sequence) => saved(sequence, 'paused') });
  return { activate, pause };
}
