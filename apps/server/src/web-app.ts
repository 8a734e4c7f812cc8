import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { readHomeData } from './web-app-home-data.ts';
import { type HomeShell, homeShellHtml } from './web-app-home-shell.ts';
import { pageHtmlFor } from './web-app-preloads.ts';
import { hasSessionCookie, readPageShells, shellFor, withShell } from './web-app-shell.ts';

const HOME_PATH = /^\/dashboard\/?$/;

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export const defaultWebDistPath = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Serves the built React app, falling back to index.html for client routes (never for /api or /trpc). */
export function mountWebApp(
  app: Hono,
  distPath: string,
  options: {
    // Whether /login's shell shows "Create an account" (the page shows it when sign-up is open).
    signUpEnabled: boolean;
    /** The app's clock (tests move it): Home's painted access and trial state are the API's. */
    now?: () => number;
  } = { signUpEnabled: true },
): void {
  const indexPath = join(distPath, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const pageHtml = indexHtml === null ? null : pageHtmlFor(distPath, indexHtml);
  const shell = shellFor(distPath, options);
  const homeShell = readPageShells(distPath)?.home;
  app.use(
    '/assets/*',
    serveStatic({
      root: distPath,
      // The build writes .br and .gz copies (apps/web/vite.config.ts); sent when the browser accepts them.
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Unhashed public files (theme script, avatar): cached for an hour, so a deploy reaches everyone soon.
  app.use(
    '*',
    serveStatic({
      root: distPath,
      // A folder is never sent as a file: / finds index.html (the app shell); other folders have
      // none and fall through to the shell below.
      index: 'index.html',
      precompressed: true,
      onFound: (path, c) =>
        c.header('Cache-Control', /\.html(?:\.\w+)?$/.test(path) ? 'no-cache' : 'public, max-age=3600'),
    }),
  );
  app.get('*', async (c) => {
    if (!pageHtml)
      return c.text('The web app is not built yet: run `pnpm build`, then start the server again.', 503);
    // A shell depends on the session cookie: caches must not hand one visitor's page to another.
    c.header('Vary', 'Cookie');
    const signedIn = hasSessionCookie(c.req.header('cookie'));
    if (signedIn && homeShell && HOME_PATH.test(c.req.path)) {
      // Home painted from this session's own data (ADR 093): computed for this request only.
      const painted = await paintedHome(app, c, homeShell, options.now ?? Date.now);
      if (painted) {
        c.header('Cache-Control', 'no-store');
        return c.html(withShell(pageHtml(c.req.path), shell.withFrame(painted)));
      }
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(withShell(pageHtml(c.req.path), shell(c.req.path, signedIn)));
  });
}

/** Home's first page filled from the session user's data, or null (the page is then served unpainted). */
async function paintedHome(
  app: Hono,
  c: Context,
  homeShell: HomeShell,
  now: () => number,
): Promise<string | null> {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const data = await readHomeData(app, c.req.url, (name) => c.req.header(name), peer).catch(
    (error: unknown) => {
      // The failure still reaches the log, as the server's other errors do.
      console.error(
        JSON.stringify({ level: 'error', msg: 'Home data for its first paint', error: String(error) }),
      );
      return null;
    },
  );
  for (const cookie of data?.setCookies ?? []) c.header('Set-Cookie', cookie, { append: true });
  return data && homeShellHtml(homeShell, data, now());
}
