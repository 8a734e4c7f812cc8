import type { RouterOutputs } from '@leadpath/api';
import type { Hono } from 'hono';
import { type PageRequest, readSessionBatch } from './web-app-home-data.ts';
import { escapeHtml, fill, paintsForUser } from './web-app-home-shell.ts';

/**
 * Prospects' shell as the web build writes it (apps/web/page-shells.ts, shells/page-prospects*.html):
 * the page with {{savedFilters}}, the line shown without any, and one saved filter with {{name}}.
 */
export interface ProspectsShell {
  page: string;
  none: string;
  list: string;
  filter: string;
}

/** What Prospects' saved-filters line shows, as the API answers the session's own user (ADR 093). */
export interface ProspectsData {
  user: RouterOutputs['user']['fetch'];
  savedFilters: RouterOutputs['prospects']['savedFilters']['list']['savedFilters'];
  setCookies: string[];
}

/** The two queries Prospects' first render shows (the frame's user, the saved filters), in one batch. */
export async function readProspectsData(app: Hono, request: PageRequest): Promise<ProspectsData | null> {
  const read = await readSessionBatch(app, request, ['user.fetch', 'prospects.savedFilters.list']);
  if (!read) return null;
  const [user, list] = read.data as [
    ProspectsData['user'],
    RouterOutputs['prospects']['savedFilters']['list'],
  ];
  return { user, savedFilters: list.savedFilters, setCookies: read.setCookies };
}

/**
 * Prospects' first render (features/prospects/prospects-page.tsx) down to its saved-filters line, the
 * page's largest text, from the session user's data; the rows are not painted (a skeleton), as their
 * render after the first paint would all be blocking time (ADR 093). Null when the frame's first render
 * would differ (an Admin, no access, a trial): the page is then served unpainted.
 */
export function prospectsShellHtml(shell: ProspectsShell, data: ProspectsData, now: number): string | null {
  if (!paintsForUser(data.user, now)) return null;
  const filters = data.savedFilters.map((saved) => fill(shell.filter, { name: escapeHtml(saved.name) }));
  return fill(shell.page, {
    savedFilters: filters.length === 0 ? shell.none : fill(shell.list, { filters: filters.join('') }),
  });
}
