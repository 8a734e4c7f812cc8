import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account.ts';
import { adminRouter } from './routers/admin.ts';
import { apiAccessRouter } from './routers/api-access.ts';
import { appearanceRouter } from './routers/appearance.ts';
import { areasRouter } from './routers/areas.ts';
import { billingRouter } from './routers/billing.ts';
import { bookingRouter } from './routers/booking.ts';
import { calendarRouter } from './routers/calendar.ts';
import { chatExportRouter } from './routers/chat-export.ts';
import { companiesRouter } from './routers/companies.ts';
import { configRouter } from './routers/config.ts';
import { crmRouter } from './routers/crm.ts';
import { integrationsRouter } from './routers/integrations.ts';
import { linkedinRouter } from './routers/linkedin.ts';
import { mailboxesRouter } from './routers/mailboxes.ts';
import { profileRouter } from './routers/profile.ts';
import { prospectsRouter } from './routers/prospects.ts';
import { signatureRouter } from './routers/signature.ts';
import { teamRouter } from './routers/team.ts';
import { userRouter } from './routers/user.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';

/** Every router of the app, listed by hand. */
export const appRouter = createTRPCRouter({
  user: userRouter,
  profile: profileRouter,
  account: accountRouter,
  companies: companiesRouter,
  prospects: prospectsRouter,
  crm: crmRouter,
  admin: adminRouter,
  apiAccess: apiAccessRouter,
  appearance: appearanceRouter,
  billing: billingRouter,
  linkedin: linkedinRouter,
  calendar: calendarRouter,
  booking: bookingRouter,
  areas: areasRouter,
  signature: signatureRouter,
  team: teamRouter,
  mailboxes: mailboxesRouter,
  chatExport: chatExportRouter,
  config: configRouter,
  integrations: integrationsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
