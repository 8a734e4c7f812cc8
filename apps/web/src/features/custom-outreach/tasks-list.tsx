import type { RouterOutputs } from '@leadpath/api';
import { taskTypeLabels } from '@leadpath/core/schemas/tasks';
import { Link } from '@tanstack/react-router';
import {
  CheckIcon,
  ClipboardCheckIcon,
  CopyIcon,
  ExternalLinkIcon,
  PhoneIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { UpgradePrompt } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { formatDate, formatDateTime } from './format';
import { stepKindLabel } from './step-kinds';

type Task = RouterOutputs['outreach']['tasks']['tasks'][number];

/**
 * The open tasks: sequence steps due now (a call, a manual email, a LinkedIn step) with their prepared
 * text, and the tasks plays made, by due date. Within a sequence's page only its own steps.
 */
export function TasksList({ sequenceId }: { sequenceId?: string }) {
  const utils = trpc.useUtils();
  const tasks = trpc.outreach.tasks.useQuery(undefined, {
    meta: { globalErrorToast: false },
    refetchInterval: 30_000,
  });
  const complete = trpc.outreach.completeTask.useMutation({
    onSuccess: async () => {
      toast.success('Task done');
      await Promise.all([
        utils.outreach.tasks.invalidate(),
        utils.sequences.enrollments.invalidate(),
        utils.sequences.schedule.invalidate(),
      ]);
    },
  });

  if (errorStatus(tasks.error) === 403) return <UpgradePrompt title="Custom outreach" />;
  if (tasks.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Your tasks could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(tasks.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => tasks.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (tasks.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading tasks" className="flex flex-col gap-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const open = tasks.data.tasks.filter((task) => !sequenceId || task.sequenceId === sequenceId);
  if (open.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <ClipboardCheckIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">No tasks due</p>
        <p className="max-w-md text-muted-foreground text-sm">
          Calls, manual emails and LinkedIn steps appear here on their day, with the text prepared for you,
          and so do the tasks your plays make.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Tasks" className="flex flex-col gap-3">
      {open.map((task) => (
        <li key={task.id}>
          <TaskCard
            task={task}
            showSequence={!sequenceId}
            pending={complete.isPending && complete.variables?.id === task.id}
            onComplete={() => complete.mutate({ id: task.id })}
          />
        </li>
      ))}
    </ul>
  );
}

function TaskCard({
  task,
  showSequence,
  pending,
  onComplete,
}: {
  task: Task;
  showSequence: boolean;
  pending: boolean;
  onComplete: () => void;
}) {
  const label = task.taskType ? taskTypeLabels[task.taskType] : stepKindLabel(task.kind);
  return (
    <article
      aria-label={`${label}: ${task.prospectName}`}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <TaskHeading task={task} label={label} showSequence={showSequence} />
        <Button size="sm" disabled={pending} onClick={onComplete}>
          {pending ? <Spinner aria-hidden /> : <CheckIcon aria-hidden />}
          Mark done
        </Button>
      </div>
      <TaskText task={task} />
      <TaskActions task={task} />
    </article>
  );
}

/** The task's type, its prospect (a link) and company, its title, and where it comes from. */
function TaskHeading({ task, label, showSequence }: { task: Task; label: string; showSequence: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{label}</Badge>
        <Link
          to="/dashboard/prospects/$prospectId"
          params={{ prospectId: task.prospectId }}
          className="truncate rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {task.prospectName}
        </Link>
        {task.company ? <span className="truncate text-muted-foreground text-sm">{task.company}</span> : null}
      </div>
      {task.title ? <p className="break-words font-medium text-sm">{task.title}</p> : null}
      <p className="text-muted-foreground text-xs">{sourceLine(task, showSequence)}</p>
    </div>
  );
}

/** The step's subject and text, and the placeholders it has no value for. */
function TaskText({ task }: { task: Task }) {
  return (
    <>
      {task.subject ? <p className="font-medium text-sm">{task.subject}</p> : null}
      {task.text ? (
        <p className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-3 text-sm">{task.text}</p>
      ) : null}
      {task.missing.length ? (
        <p className="flex items-start gap-1 text-amber-700 text-xs dark:text-amber-300">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          No value for {task.missing.map((name) => `{{${name}}}`).join(', ')}: fill it in before you use this
          text.
        </p>
      ) : null}
    </>
  );
}

/** What the rep does with the task: copy its text, call, write the email, open the LinkedIn profile. */
function TaskActions({ task }: { task: Task }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(task.subject ? `${task.subject}\n\n${task.text}` : task.text);
      toast.success('Text copied');
    } catch {
      toast.error('The text could not be copied');
    }
  };
  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {task.text ? (
        <Button variant="outline" size="sm" onClick={copy}>
          <CopyIcon aria-hidden />
          Copy text
        </Button>
      ) : null}
      {task.phone && task.kind === 'call' ? (
        <Button variant="outline" size="sm" asChild>
          <a href={`tel:${task.phone}`}>
            <PhoneIcon aria-hidden />
            Call {task.phone}
          </a>
        </Button>
      ) : null}
      {task.email && task.kind === 'manual_email' ? (
        <Button variant="outline" size="sm" asChild>
          <a
            href={`mailto:${task.email}?subject=${encodeURIComponent(task.subject)}&body=${encodeURIComponent(task.text)}`}
          >
            Write email
          </a>
        </Button>
      ) : null}
      {task.linkedinUrl && task.kind.startsWith('linkedin') ? (
        <Button variant="outline" size="sm" asChild>
          <a href={task.linkedinUrl} target="_blank" rel="noreferrer">
            <ExternalLinkIcon aria-hidden />
            Open LinkedIn profile
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/** Where the task comes from and when it is due. */
function sourceLine(task: Task, showSequence: boolean): string {
  if (task.source === 'play')
    return `From play: ${task.playName ?? 'a deleted play'} · due ${formatDate(task.dueAt)}`;
  const where = showSequence ? `${task.sequenceName}, step ${task.position}` : `Step ${task.position}`;
  return `${where} · due ${formatDateTime(task.dueAt)}`;
}
