import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { adminRouter } from './routers/admin.ts';
import { appearanceRouter } from './routers/appearance.ts';
import { areasRouter } from './routers/areas.ts';
import { billingRouter } from './routers/billing.ts';
import { companiesRouter } from './routers/companies.ts';
import { configRouter } from './routers/config.ts';
import { prospectsRouter } from './routers/prospects.ts';
import { userRouter } from './routers/user.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';

/** Every router of the app, listed by hand. */
export const appRouter = createTRPCRouter({
  user: userRouter,
  companies: companiesRouter,
  prospects: prospectsRouter,
  admin: adminRouter,
  appearance: appearanceRouter,
  billing: billingRouter,
  areas: areasRouter,
  config: configRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
