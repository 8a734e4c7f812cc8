import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './account/router.ts';
import { adminRouter } from './admin/router.ts';
import { aiTrainingRouter } from './ai-training/router.ts';
import { apiAccessRouter } from './api-access/router.ts';
import { appearanceRouter } from './appearance/router.ts';
import { areasRouter } from './areas/router.ts';
import { assistRouter } from './assist/router.ts';
import { authRouter } from './auth/router.ts';
import { billingRouter } from './billing/router.ts';
import { bookingRouter } from './booking/router.ts';
import { calendarRouter } from './calendar/router.ts';
import { chatExportRouter } from './chat-export/router.ts';
import { companiesRouter } from './companies/router.ts';
import { configRouter } from './config/router.ts';
import { crmRouter } from './crm/router.ts';
import { dialerRouter } from './dialer/router.ts';
import { domainsRouter } from './domains/router.ts';
import { emailChangeRouter } from './email-change/router.ts';
import { homeRouter } from './home/router.ts';
import { inboundRouter } from './inbound/router.ts';
import { integrationsRouter } from './integrations/router.ts';
import { linkedinAnalyticsRouter } from './linkedin/analytics/router.ts';
import { linkedinMessagingRouter } from './linkedin/messaging/router.ts';
import { linkedinRouter } from './linkedin/router.ts';
import { linkedinUploadRouter } from './linkedin/upload/router.ts';
import { mailboxesRouter } from './mailboxes/router.ts';
import { outreachRouter } from './outreach/router.ts';
import { playbooksRouter } from './playbooks/router.ts';
import { profileRouter } from './profile/router.ts';
import { prospectsRouter } from './prospects/router.ts';
import { sequencesRouter } from './sequences/router.ts';
import { setupRouter } from './setup/router.ts';
import { signatureRouter } from './signature/router.ts';
import { signUpRouter } from './signup/router.ts';
import { teamRouter } from './team/router.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';
import { twoFactorRouter } from './two-factor/router.ts';
import { userRouter } from './user/router.ts';
import { webhooksRouter } from './webhooks/router.ts';

/** Every router of the app, listed by hand. */
export const appRouter = createTRPCRouter({
  user: userRouter,
  profile: profileRouter,
  account: accountRouter,
  emailChange: emailChangeRouter,
  twoFactor: twoFactorRouter,
  companies: companiesRouter,
  prospects: prospectsRouter,
  crm: crmRouter,
  admin: adminRouter,
  apiAccess: apiAccessRouter,
  webhooks: webhooksRouter,
  appearance: appearanceRouter,
  billing: billingRouter,
  home: homeRouter,
  linkedin: linkedinRouter,
  linkedinUpload: linkedinUploadRouter,
  linkedinAnalytics: linkedinAnalyticsRouter,
  linkedinMessaging: linkedinMessagingRouter,
  calendar: calendarRouter,
  booking: bookingRouter,
  areas: areasRouter,
  signature: signatureRouter,
  team: teamRouter,
  mailboxes: mailboxesRouter,
  inbound: inboundRouter,
  chatExport: chatExportRouter,
  config: configRouter,
  setup: setupRouter,
  integrations: integrationsRouter,
  sequences: sequencesRouter,
  outreach: outreachRouter,
  domains: domainsRouter,
  dialer: dialerRouter,
  playbooks: playbooksRouter,
  assist: assistRouter,
  aiTraining: aiTrainingRouter,
  // Last, so the document lists sign-in after the product's own paths, as before it was a procedure.
  auth: authRouter,
  signUp: signUpRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
