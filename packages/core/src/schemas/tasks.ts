/**
 * Tasks a user does by hand about a prospect (issue 34: a play's "create a task" action), apart from
 * the task steps of sequences: what kind of work, shown with its label.
 */
export const taskTypes = ['call', 'email', 'linkedin', 'todo'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskTypeLabels: Record<TaskType, string> = {
  call: 'Call',
  email: 'Email',
  linkedin: 'LinkedIn',
  todo: 'To-do',
};
/** The longest a task's title may be, and the furthest a play may put its due date. */
export const TASK_TITLE_MAX = 200;
export const TASK_DUE_DAYS_MAX = 90;
