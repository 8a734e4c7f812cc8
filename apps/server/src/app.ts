import { type AppDeps, mountHttpRoutes } from '@leadpath/api';
import { Hono } from 'hono';
import { requestLog } from './request-log.ts';
import { mountWebApp } from './web-app.ts';

export interface CreateAppOptions {
  webDistPath?: string;
  logLine?: (line: string) => void;
}

/** The whole HTTP surface as one Hono app; tests call app.request() on it with no port. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  if (options.logLine) app.use('*', requestLog(options.logLine));
  mountHttpRoutes(app, deps);
  if (options.webDistPath)
    mountWebApp(app, options.webDistPath, {
      signUpEnabled: deps.config.signUpEnabled ?? true,
      now: deps.now,
    });
  return app;
}
