export { DEFAULT_PRICE_IDS, type PriceIds } from './billing/price-ids.ts';
export type { AppDeps, AppServices, Context } from './context.ts';
export { type CrmProvidersConfig, createCrmProviderFactory } from './crm/crm-providers.ts';
export { mountHttpRoutes } from './http/http-routes.ts';
export { listRestProcedures, type RestProcedure } from './http/rest-procedures.ts';
export { createLimits, type Limits } from './limits/limits.ts';
export { DEFAULT_REQUEST_RATE_LIMITS, type RequestRateLimits } from './limits/request-rate.ts';
export { createOutboxMailer } from './mailboxes/outbox-mailer.ts';
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from './root.ts';
