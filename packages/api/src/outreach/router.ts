import { taskIdSchema, updateOutreachSettingsSchema } from '@leadpath/core/schemas/sequences';
import { outreachProcedure } from '../sequences/router.ts';
import { createTRPCRouter } from '../trpc.ts';
import { completedTaskSchema, outreachSettingsViewSchema, taskListSchema } from './output-schemas.ts';
import { getOutreachSettings, updateOutreachSettings } from './settings.ts';
import { completeOpenTask, openTasks } from './tasks.ts';

const tags = ['Custom outreach'];

export const outreachRouter = createTRPCRouter({
  settings: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/outreach/settings',
        summary: 'The sending window and caps every sequence of the user shares',
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(outreachSettingsViewSchema)
    .query(({ ctx }) => getOutreachSettings(ctx.db, ctx.user.id, ctx.now())),

  updateSettings: outreachProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/outreach/settings',
        summary: 'Change the sending window and caps: the fields sent',
        description:
          'Partial: an absent field is kept; the merged settings are checked again (start before end, excluded days the unchecked operating days, warmup start limit not above the daily cap). Sending excludedDays alone also sets operatingDays, and the other way round.',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(updateOutreachSettingsSchema)
    .output(outreachSettingsViewSchema)
    .mutation(({ ctx, input }) => updateOutreachSettings(ctx.db, ctx.user.id, input, ctx.now())),

  tasks: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/outreach/tasks',
        summary: 'Open tasks: sequence task steps due now or earlier, and tasks plays made, by due date',
        description:
          "Sequence task steps (calls, manual emails, LinkedIn steps) once due, and the user's open tasks made by GTM plays (also those due later), merged by due date, at most 500. `source` says which: 'sequence', or 'play' with the task's `title`, `taskType` and the play (`playId`, `playName`, null once the play is deleted); a play task's sequence fields are empty, its position 0 and its kind the nearest step kind. For a sequence step `title`, `taskType`, `playId` and `playName` are null.",
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(taskListSchema)
    .query(async ({ ctx }) => ({ tasks: await openTasks(ctx, ctx.user.id, ctx.now()) })),

  completeTask: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/outreach/tasks/{id}/complete',
        summary: "Mark a task done: for a sequence step the prospect's next step is scheduled",
        description:
          "Either kind of task in the list: a sequence step (its enrollment moves on) or a play's task (marked done at the server's clock). 404 for an unknown id, another user's task, or one done already.",
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(taskIdSchema)
    .output(completedTaskSchema)
    .mutation(({ ctx, input }) => completeOpenTask(ctx.db, ctx.user.id, input.id, ctx.now())),
});
