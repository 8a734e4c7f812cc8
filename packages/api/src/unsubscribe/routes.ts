/**
 * One-click unsubscribe (RFC 8058) at /api/unsubscribe/{token}: a mail client POSTs
 * `List-Unsubscribe=One-Click` to it and the address is suppressed for every later send; a person who
 * opens the link gets a page with one button (GET never unsubscribes: link scanners follow links).
 * Public and token-authenticated: the token is the credential, so no session and no same-origin check.
 */
import { type Db, suppressedAddresses, users } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../context.ts';
import { recordProspectSignal } from '../sequences/engine/stop-rules.ts';
import { openUnsubscribeToken, type UnsubscribeSubject } from './token.ts';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';
export const UNSUBSCRIBED_TITLE = 'You are unsubscribed';
export const unsubscribedText = (email: string, sender: string) =>
  `${email} will get no more emails from ${sender}.`;
export const unsubscribeQuestion = (email: string, sender: string) =>
  `Stop emails from ${sender} to ${email}?`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
p { line-height: 1.5; margin: 0 0 1.5rem; }
button { font: inherit; padding: .625rem 1.25rem; border-radius: .5rem; border: 0; background: #1d4ed8; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const invalidPage = () =>
  page(
    UNSUBSCRIBE_LINK_INVALID,
    `<h1>${UNSUBSCRIBE_LINK_INVALID}</h1><p>It may have been copied incompletely.</p>`,
  );

export function createUnsubscribeRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  /** The sender's name as the recipient knows it, or null when the token names no user. */
  async function senderOf(subject: UnsubscribeSubject): Promise<string | null> {
    const user = await deps.db
      .select({ name: users.name, companyName: users.companyName })
      .from(users)
      .where(eq(users.id, subject.ownerId))
      .get();
    if (!user) return null;
    const name = user.name.trim() || 'this sender';
    return user.companyName.trim() ? `${name} (${user.companyName.trim()})` : name;
  }

  const isSuppressed = async (subject: UnsubscribeSubject, db: Db = deps.db) =>
    (await db
      .select({ reason: suppressedAddresses.reason })
      .from(suppressedAddresses)
      .where(
        and(eq(suppressedAddresses.ownerId, subject.ownerId), eq(suppressedAddresses.email, subject.email)),
      )
      .get()) !== undefined;

  const donePage = (subject: UnsubscribeSubject, sender: string) =>
    page(
      UNSUBSCRIBED_TITLE,
      `<h1>${UNSUBSCRIBED_TITLE}</h1><p>${escapeHtml(unsubscribedText(subject.email, sender))}</p>`,
    );

  routes.get('/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const subject = openUnsubscribeToken(deps.secrets, c.req.param('token'));
    const sender = subject && (await senderOf(subject));
    if (!subject || !sender) return c.html(invalidPage(), 404);
    if (await isSuppressed(subject)) return c.html(donePage(subject, sender), 200);
    return c.html(
      page(
        'Unsubscribe',
        `<h1>Unsubscribe</h1><p>${escapeHtml(unsubscribeQuestion(subject.email, sender))}</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
      200,
    );
  });

  routes.post(
    '/:token',
    // The one-click body is `List-Unsubscribe=One-Click`; nothing larger is read.
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('The request body is too large', 413) }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const subject = openUnsubscribeToken(deps.secrets, c.req.param('token'));
      const sender = subject && (await senderOf(subject));
      if (!subject || !sender) return c.html(invalidPage(), 404);
      // Once is enough: a second click (or a client that posts twice) changes nothing. The check and
      // the signal are one transaction, so two posts at once do not both record it.
      await deps.db.transaction(async (tx) => {
        if (!(await isSuppressed(subject, tx)))
          await recordProspectSignal(deps.db, {
            ownerId: subject.ownerId,
            email: subject.email,
            kind: 'unsubscribed',
            now: deps.now(),
          });
      });
      return c.html(donePage(subject, sender), 200);
    },
  );

  routes.all('/:token', (c) => {
    c.header('Allow', 'GET, POST');
    return c.json({ error: `${c.req.method} is not allowed here; this path takes GET, POST` }, 405);
  });
  return routes;
}
