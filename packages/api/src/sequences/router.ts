import {
  createSequenceSchema,
  enrollmentKeySchema,
  enrollSchema,
  previewEnrollmentSchema,
  prospectActivitySchema,
  recordSignalSchema,
  sequenceIdSchema,
  updateSequenceSchema,
} from '@leadpath/core/schemas/sequences';
import { createTRPCRouter, featureProcedure } from '../trpc.ts';
import { prospectActivity, recordSignal } from './activity.ts';
import { readOutreachSettings, senderTimeZoneOf } from './engine/outreach-settings.ts';
import {
  activateSequence,
  enrollInSequence,
  listEnrollments,
  pauseSequence,
  previewEnrollment,
  sequenceSchedule,
  setEnrollmentState,
} from './enrollments.ts';
import {
  activitySchema,
  deletedSchema,
  enrollmentListSchema,
  enrollmentStateSchema,
  enrollResultSchema,
  scheduleSchema,
  sequenceListSchema,
  sequenceSchema,
  signalResultSchema,
  statsSchema,
} from './output-schemas.ts';
import {
  createSequence,
  deleteSequence,
  getSequence,
  listSequences,
  updateSequence,
} from './sequence-crud.ts';
import { sequenceStats } from './stats.ts';

/** Custom outreach is the 'custom-outreach' feature of spec §6 (trial, Starter, Premium, Pro, Admin). */
export const outreachProcedure = featureProcedure('custom-outreach');
const tags = ['Custom outreach'];

export const sequencesRouter = createTRPCRouter({
  list: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/sequences',
        summary: "The user's sequences with their step count, enrollments, sends and replies",
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(sequenceListSchema)
    .query(async ({ ctx }) => ({ sequences: await listSequences(ctx.db, ctx.user.id) })),

  create: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences',
        summary: 'Create a sequence (a draft) with its steps; unknown {{placeholders}} are refused',
        description:
          'Steps run in order; each delayDays counts from the previous step (the first: from enrollment), in business days unless businessDays is false. Email steps (auto_email, manual_email) take 1 to 5 variants, labelled A to E by position, split evenly across the enrolled prospects.',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(createSequenceSchema)
    .output(sequenceSchema)
    .mutation(async ({ ctx, input }) => {
      const id = await createSequence(ctx.db, ctx.user.id, input, ctx.now());
      return getSequence(ctx.db, ctx.user.id, id);
    }),

  get: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/sequences/{id}',
        summary: 'One sequence with its steps and variants',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(sequenceIdSchema)
    .output(sequenceSchema)
    .query(({ ctx, input }) => getSequence(ctx.db, ctx.user.id, input.id)),

  update: outreachProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/sequences/{id}',
        summary: 'Change a sequence: the fields sent; steps, when sent, replace the steps',
        description:
          'Partial: an absent field is kept. `steps` replaces every step: a step (or variant) sent with its id keeps it, with its schedule and results; a step left out is deleted, refused (409) while prospects wait on it.',
        tags,
        permission: 'campaigns:write',
        errors: [409],
      },
    })
    .input(updateSequenceSchema)
    .output(sequenceSchema)
    .mutation(async ({ ctx, input: { id, ...patch } }) => {
      await updateSequence(ctx.db, ctx.user.id, id, patch, ctx.now());
      return getSequence(ctx.db, ctx.user.id, id);
    }),

  delete: outreachProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/sequences/{id}',
        summary: 'Delete a sequence, its enrollments, schedule and results',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(sequenceIdSchema)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteSequence(ctx.db, ctx.user.id, input.id);
      return { deleted: true };
    }),

  activate: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences/{id}/activate',
        summary: 'Start (or resume) sending: steps past due while paused are rescheduled from now',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(sequenceIdSchema)
    .output(sequenceSchema)
    .mutation(async ({ ctx, input }) => {
      await activateSequence(ctx.db, ctx.user.id, input.id, ctx.now());
      return getSequence(ctx.db, ctx.user.id, input.id);
    }),

  pause: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences/{id}/pause',
        summary: 'Pause a sequence: nothing of it is sent until it is activated again',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(sequenceIdSchema)
    .output(sequenceSchema)
    .mutation(async ({ ctx, input }) => {
      await pauseSequence(ctx.db, ctx.user.id, input.id, ctx.now());
      return getSequence(ctx.db, ctx.user.id, input.id);
    }),

  enrollments: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/sequences/{id}/enrollments',
        summary:
          "The sequence's prospects, newest first (at most 1,000; total counts all): status, why they finished, their next step and when",
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(sequenceIdSchema)
    .output(enrollmentListSchema)
    .query(({ ctx, input }) => listEnrollments(ctx.db, ctx.user.id, input.id)),

  enroll: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences/{id}/enrollments',
        summary:
          'Enroll prospects by ids or by a Prospects list filter (at most 10,000 a call); those already active in another sequence are skipped unless allowOtherActive',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(enrollSchema)
    .output(enrollResultSchema)
    .mutation(({ ctx, input }) => enrollInSequence(ctx.db, ctx.user.id, input, ctx.now())),

  previewEnrollment: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences/{id}/schedule-preview',
        summary:
          'The schedule enrolling these prospects now would give (who gets which step when), without enrolling them; rows for the first 200 prospects, soonest first',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(previewEnrollmentSchema)
    .output(scheduleSchema)
    .query(({ ctx, input }) => previewEnrollment(ctx.db, ctx.user.id, input, ctx.now())),

  removeEnrollment: outreachProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/sequences/{id}/enrollments/{prospectId}',
        summary: 'Take a prospect out of the sequence: what was still scheduled for them is canceled',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(enrollmentKeySchema)
    .output(enrollmentStateSchema)
    .mutation(({ ctx, input }) => setEnrollmentState(ctx.db, ctx.user.id, input, 'remove', ctx.now())),

  pauseEnrollment: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences/{id}/enrollments/{prospectId}/pause',
        summary: "Hold one prospect's steps until resumed",
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(enrollmentKeySchema)
    .output(enrollmentStateSchema)
    .mutation(({ ctx, input }) => setEnrollmentState(ctx.db, ctx.user.id, input, 'pause', ctx.now())),

  resumeEnrollment: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/sequences/{id}/enrollments/{prospectId}/resume',
        summary: "Resume one prospect's steps; a step that fell due meanwhile is rescheduled from now",
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(enrollmentKeySchema)
    .output(enrollmentStateSchema)
    .mutation(({ ctx, input }) => setEnrollmentState(ctx.db, ctx.user.id, input, 'resume', ctx.now())),

  schedule: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/sequences/{id}/schedule',
        summary:
          'The computed remaining schedule of the active enrollments (caps and sending windows applied)',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(sequenceIdSchema)
    .output(scheduleSchema)
    .query(({ ctx, input }) => sequenceSchedule(ctx.db, ctx.user.id, input.id, ctx.now())),

  stats: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/sequences/{id}/stats',
        summary:
          'Results: enrolled, sent, replied, bounced, unsubscribed, meetings; per step, per variant, per day',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(sequenceIdSchema)
    .output(statsSchema)
    .query(async ({ ctx, input }) =>
      sequenceStats(
        ctx.db,
        ctx.user.id,
        input.id,
        senderTimeZoneOf(await readOutreachSettings(ctx.db, ctx.user.id, ctx.now())),
      ),
    ),

  prospectActivity: outreachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/{id}/activity',
        summary: "A prospect's outreach timeline, newest first (at most 200 events)",
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(prospectActivitySchema)
    .output(activitySchema)
    .query(async ({ ctx, input }) => ({ events: await prospectActivity(ctx.db, ctx.user.id, input.id) })),

  recordSignal: outreachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects/{id}/outreach-signal',
        summary:
          'Record that a prospect replied, bounced or unsubscribed: their sequences stop (bounced and unsubscribed are never mailed again)',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(recordSignalSchema)
    .output(signalResultSchema)
    .mutation(({ ctx, input }) => recordSignal(ctx.db, ctx.user.id, input, ctx.now())),
});
