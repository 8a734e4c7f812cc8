export type { AppDeps, AppServices, Context } from './context.ts';
export { createApiApp } from './http/api-app.ts';
export { createLoginThrottle, type LoginThrottle } from './http/login-throttle.ts';
export { sameOriginGuard } from './http/same-origin.ts';
export { handleTrpcRequest } from './http/trpc-handler.ts';
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from './root.ts';
export { createOutboxMailer } from './services/outbox-mailer.ts';
