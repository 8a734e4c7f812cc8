import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { ArrowLeftIcon, PauseIcon, PlayIcon, Trash2Icon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { LazyConfirmDeleteDialog } from '@/components/confirm-delete-dialog-lazy';
import { UpgradePrompt } from '@/components/feature-gate';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { LazyEnrollmentsTab, LazyResultsTab, LazyScheduleTab, LazyTasksList, preloadTab } from './lazy-parts';
import { SequenceStatusBadge } from './sequence-status-badge';
import { StepsTab } from './steps-tab';

const tabs = [
  { value: 'steps', label: 'Steps' },
  { value: 'enrollments', label: 'Enrollments' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'results', label: 'Results' },
  { value: 'tasks', label: 'Tasks' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** /dashboard/custom-outreach/$sequenceId: a sequence, started or paused here, in five tabs. */
export function SequencePage() {
  const { sequenceId } = useParams({ strict: false }) as { sequenceId: string };
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<Tab>('steps');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteAsked = useOpenedOnce(confirmDelete);
  const sequence = trpc.sequences.get.useQuery(
    { id: sequenceId },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const refresh = async () => {
    await Promise.all([
      utils.sequences.list.invalidate(),
      utils.sequences.schedule.invalidate({ id: sequenceId }),
      utils.sequences.enrollments.invalidate({ id: sequenceId }),
    ]);
  };
  const activate = trpc.sequences.activate.useMutation({
    onSuccess: async (saved) => {
      utils.sequences.get.setData({ id: sequenceId }, saved);
      toast.success(`${saved.name} is running`);
      await refresh();
    },
  });
  const pause = trpc.sequences.pause.useMutation({
    onSuccess: async (saved) => {
      utils.sequences.get.setData({ id: sequenceId }, saved);
      toast.success(`${saved.name} is paused`);
      await refresh();
    },
  });
  const remove = trpc.sequences.delete.useMutation({
    onSuccess: async () => {
      toast.success('Sequence deleted');
      setConfirmDelete(false);
      await utils.sequences.list.invalidate();
      await navigate({ to: '/dashboard/custom-outreach' });
    },
  });

  const back = (
    <Link
      to="/dashboard/custom-outreach"
      className="flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      Sequences
    </Link>
  );

  if (sequence.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the sequence" className="flex flex-col gap-3">
        {back}
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-9 w-96 max-w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (sequence.error) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        {errorStatus(sequence.error) === 403 ? (
          <UpgradePrompt title="Custom outreach" />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>{errorMessage(sequence.error)}</AlertTitle>
            <AlertDescription>
              <p>It may have been deleted.</p>
              <Button
                variant="outline"
                size="sm"
                className="text-foreground"
                onClick={() => sequence.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
      </div>
    );
  }

  const data = sequence.data;
  const running = data.status === 'active';
  return (
    <section aria-labelledby="sequence-heading" className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="sequence-heading" className="break-words font-semibold text-xl">
              {data.name}
            </h2>
            <SequenceStatusBadge status={data.status} completed={data.completed} />
          </div>
          <p className="text-muted-foreground text-sm">
            {data.completed && data.status !== 'draft'
              ? 'Completed: every enrolled prospect has finished. Enroll more to run it again.'
              : running
                ? 'Running: due steps are sent within your sending window.'
                : data.status === 'paused'
                  ? 'Paused: nothing is sent until you resume it.'
                  : 'Draft: nothing is sent until you start it.'}
          </p>
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
              onClick={() => pause.mutate({ id: data.id })}
            >
              {pause.isPending ? <Spinner aria-hidden /> : <PauseIcon aria-hidden />}
              Pause
            </Button>
          ) : (
            <Button disabled={activate.isPending} onClick={() => activate.mutate({ id: data.id })}>
              {activate.isPending ? <Spinner aria-hidden /> : <PlayIcon aria-hidden />}
              {data.status === 'paused' ? 'Resume' : 'Start'}
            </Button>
          )}
          <Button variant="ghost" aria-label="Delete sequence" onClick={() => setConfirmDelete(true)}>
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Sequence">
          {tabs.map((item) => (
            <TabsTrigger
              key={item.value}
              value={item.value}
              onPointerEnter={preloadTab[item.value]}
              onFocus={preloadTab[item.value]}
            >
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="steps">
          <StepsTab sequence={data} />
        </TabsContent>
        <TabsContent value="enrollments">
          <LazyEnrollmentsTab sequenceId={data.id} />
        </TabsContent>
        <TabsContent value="schedule">
          <LazyScheduleTab sequenceId={data.id} status={data.status} />
        </TabsContent>
        <TabsContent value="results">
          <LazyResultsTab sequence={data} />
        </TabsContent>
        <TabsContent value="tasks">
          <LazyTasksList sequenceId={data.id} />
        </TabsContent>
      </Tabs>

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
