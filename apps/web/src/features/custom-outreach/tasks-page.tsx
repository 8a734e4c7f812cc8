import { TasksList } from './tasks-list';

/** /dashboard/custom-outreach/tasks: every open task of every sequence, and those plays made. */
export function TasksPage() {
  return (
    <section aria-labelledby="tasks-heading" className="flex max-w-4xl flex-col gap-4">
      <div>
        <h2 id="tasks-heading" className="font-semibold text-lg">
          Tasks
        </h2>
        <p className="text-muted-foreground text-sm">
          The steps you do yourself and the tasks your plays make. Marking a step done moves the prospect on
          to the next step.
        </p>
      </div>
      <TasksList />
    </section>
  );
}
