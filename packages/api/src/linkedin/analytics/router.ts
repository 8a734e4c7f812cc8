import { linkedinAnalyticsSchema } from '@leadpath/core/schemas/linkedin-upload';
import { readerOf } from '@leadpath/db';
import { toCsv } from '../../lists/csv.ts';
import { downloadFileSchema } from '../../lists/download.ts';
import { createTRPCRouter, featureProcedure } from '../../trpc.ts';
import {
  ANALYTICS_CSV_HEADER,
  analyticsCsv,
  linkedinAnalytics,
  linkedinAnalyticsOutputSchema,
} from './analytics.ts';

/** LinkedIn Analytics is the 'linkedin-analytics' feature of spec §6. */
const analyticsProcedure = featureProcedure('linkedin-analytics');
const tags = ['LinkedIn'];

export const linkedinAnalyticsRouter = createTRPCRouter({
  get: analyticsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/analytics',
        summary:
          'LinkedIn results per day and per sequence: profile visits, invitations, accepted, acceptance rate, messages, replies, reply rate; today against its limit',
        description:
          'Days are calendar days in the LinkedIn settings timezone, `from` to `to` (YYYY-MM-DD, at most 366 days; default the last 30). Rates are cohort rates: of the invitations sent that day (or in that sequence), the share accepted since; of the prospects messaged, the share who replied since.',
        tags,
        permission: 'linkedin:read',
      },
    })
    .input(linkedinAnalyticsSchema)
    .output(linkedinAnalyticsOutputSchema)
    .query(({ ctx, input }) => linkedinAnalytics(readerOf(ctx.db), ctx.user, input, ctx.now())),

  csv: analyticsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/analytics.csv',
        summary: 'The LinkedIn analytics as CSV (text/csv): a line per day, per sequence, and the total',
        tags,
        permission: 'linkedin:read',
        answer: 'file',
        fileTypes: ['text/csv'],
      },
    })
    .input(linkedinAnalyticsSchema)
    .output(downloadFileSchema)
    .query(async ({ ctx, input }) => {
      const analytics = await linkedinAnalytics(readerOf(ctx.db), ctx.user, input, ctx.now());
      return {
        fileName: `linkedin-analytics-${analytics.from}-to-${analytics.to}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(ANALYTICS_CSV_HEADER, analyticsCsv(analytics)),
      };
    }),
});
