import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * A sequence page's parts that are not on screen when it opens load when first shown (ADR 075): the
 * tabs after Steps and the step editor (its form controls, the placeholder menu and the schemas'
 * validator); the delete dialog is components/confirm-delete-dialog-lazy.tsx. The page's first download is then the steps as they run.
 */
const loadEnrollments = () => import('./enrollments-tab');
const loadSchedule = () => import('./schedule-tab');
const loadResults = () => import('./results-tab');
const loadTasks = () => import('./tasks-list');
const loadEditor = () => import('./sequence-editor');

const EnrollmentsTab = lazy(() => loadEnrollments().then((module) => ({ default: module.EnrollmentsTab })));
const ScheduleTab = lazy(() => loadSchedule().then((module) => ({ default: module.ScheduleTab })));
const ResultsTab = lazy(() => loadResults().then((module) => ({ default: module.ResultsTab })));
const TasksList = lazy(() => loadTasks().then((module) => ({ default: module.TasksList })));
const SequenceEditor = lazy(() => loadEditor().then((module) => ({ default: module.SequenceEditor })));

/** A tab's place while its code loads: a block of a tab's usual height, announced as loading. */
function PartFallback() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="flex flex-col gap-3 pt-2">
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

export function LazyEnrollmentsTab(props: ComponentProps<typeof EnrollmentsTab>) {
  return (
    <Suspense fallback={<PartFallback />}>
      <EnrollmentsTab {...props} />
    </Suspense>
  );
}

export function LazyScheduleTab(props: ComponentProps<typeof ScheduleTab>) {
  return (
    <Suspense fallback={<PartFallback />}>
      <ScheduleTab {...props} />
    </Suspense>
  );
}

export function LazyResultsTab(props: ComponentProps<typeof ResultsTab>) {
  return (
    <Suspense fallback={<PartFallback />}>
      <ResultsTab {...props} />
    </Suspense>
  );
}

export function LazyTasksList(props: ComponentProps<typeof TasksList>) {
  return (
    <Suspense fallback={<PartFallback />}>
      <TasksList {...props} />
    </Suspense>
  );
}

export function LazySequenceEditor(props: ComponentProps<typeof SequenceEditor>) {
  return (
    <Suspense fallback={<PartFallback />}>
      <SequenceEditor {...props} />
    </Suspense>
  );
}

/** Starts loading a tab's code when the pointer or focus reaches its trigger, before the click. */
export const preloadTab: Record<string, () => void> = {
  enrollments: () => void loadEnrollments(),
  schedule: () => void loadSchedule(),
  results: () => void loadResults(),
  tasks: () => void loadTasks(),
};
export const preloadEditor = () => void loadEditor();
