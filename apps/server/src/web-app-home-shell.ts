import { hasProductAccess, isAdmin, trialState } from '@leadpath/core';
import type { HomeData } from './web-app-home-data.ts';

/** Home's shell as the web build writes it (apps/web/page-shells.ts, shells/page-home*.html). */
export interface HomeShell {
  page: string;
  steps: { key: string; done: string; todo: string }[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML shows it: a name is never markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Fills {{name}} placeholders; a function replacer, so `$&` in a user's name stays text. */
export const fill = (markup: string, values: Record<string, string>) =>
  markup.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * Whether a page's first render in the frame is the user's own, without a banner the shell lacks:
 * not for an Admin (impersonation is kept in the browser's localStorage, so the page may show another
 * user), nor without product access or on a trial (the expired page, the trial banner).
 */
export const paintsForUser = (user: HomeData['user'], now: number): boolean =>
  !isAdmin(user) && hasProductAccess(user, now) && trialState(user, now) === 'not-on-trial';

/**
 * Home's first render (features/home/dashboard-home.tsx) painted from the session user's data, or
 * null when that render would look otherwise and the page paints as before without a shell:
 * - an Admin: impersonation is kept in the browser (localStorage), so the page may show another user;
 * - no product access, or a trial (the trial banner, the expired page): not in the shell;
 * - every step done: Home then shows its numbers, not the checklist.
 */
export function homeShellHtml(shell: HomeShell, data: HomeData, now: number): string | null {
  const { user, checklist } = data;
  if (!paintsForUser(user, now)) return null;
  const ticked = (key: string) => checklist[key as keyof typeof checklist] === true;
  if (shell.steps.length === 0 || shell.steps.every((step) => ticked(step.key))) return null;
  return fill(shell.page, {
    name: escapeHtml(user.name || user.email),
    plan: escapeHtml(user.plan),
    done: String(shell.steps.filter((step) => ticked(step.key)).length),
    total: String(shell.steps.length),
    steps: shell.steps.map((step) => (ticked(step.key) ? step.done : step.todo)).join(''),
  });
}
