import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { type PageRequest, readHomeData } from './web-app-home-data.ts';
import { homeShellHtml } from './web-app-home-shell.ts';
import { pageHtmlFor } from './web-app-preloads.ts';
import { prospectsShellHtml, readProspectsData } from './web-app-prospects-shell.ts';
import { hasSessionCookie, readPageShells, shellFor, withShell } from './web-app-shell.ts';

const HOME_PATH = /^\/dashboard\/?$/;
const PROSPECTS_PATH = /^\/dashboard\/prospects\/?$/;

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
  const shells = readPageShells(distPath);
  const now = options.now ?? Date.now;
  // The pages painted from the session user's own data (ADR 093): its read, then its paint or null.
  const painters: { path: RegExp; paint: (request: PageRequest) => Promise<Painted | null> }[] = [];
  const homeShell = shells?.home;
  if (homeShell)
    painters.push({
      path: HOME_PATH,
      paint: async (request) => {
        const data = await readHomeData(app, request);
        return data && { html: homeShellHtml(homeShell, data, now()), setCookies: data.setCookies };
      },
    });
  const prospectsShell = shells?.prospects;
  if (prospectsShell)
    painters.push({
      path: PROSPECTS_PATH,
      paint: async (request) => {
        const data = await readProspectsData(app, request);
        return data && { html: prospectsShellHtml(prospectsShell, data, now()), setCookies: data.setCookies };
      },
    });
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
    const painter = signedIn ? painters.find(({ path }) => path.test(c.req.path)) : undefined;
    if (painter) {
      // A page painted from this session's own data (ADR 093): computed for this request only.
      const painted = await paintedPage(c, painter.paint);
      if (painted) {
        c.header('Cache-Control', 'no-store');
        return c.html(withShell(pageHtml(c.req.path), shell.withFrame(painted)));
      }
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(withShell(pageHtml(c.req.path), shell(c.req.path, signedIn)));
  });
}

interface Painted {
  html: string | null;
  setCookies: string[];
}

/** A page's first paint filled from the session user's data, or null (the page is then served unpainted). */
async function paintedPage(
  c: Context,
  paint: (request: PageRequest) => Promise<Painted | null>,
): Promise<string | null> {
  const remoteAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const request = { url: c.req.url, headers: (name: string) => c.req.header(name), remoteAddress };
  const painted = await paint(request).catch((error: unknown) => {
    // The failure still reaches the log, as the server's other errors do.
    console.error(
      JSON.stringify({
        level: 'error',
        msg: `${c.req.path}'s data for its first paint`,
        error: String(error),
      }),
    );
    return null;
  });
  for (const cookie of painted?.setCookies ?? []) c.header('Set-Cookie', cookie, { append: true });
  return painted?.html ?? null;
}
