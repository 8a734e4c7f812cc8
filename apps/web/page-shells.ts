import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { gettingStartedSteps } from './src/features/home/getting-started-steps.ts';

/**
 * Which shell (shells/*.html) a first page is painted with before its scripts run (ADR 085). Patterns as
 * the router writes them: `$name` is one segment; the first that matches wins. `login` is for a visitor
 * without a session; the others are the signed-in frame with that page's heading.
 * Only pages whose largest text is in the shell: Home's (the checklist) and Prospects' (the saved
 * filters) are data, so a shell there painted early but left their largest paint where it was and made
 * every later task count as blocking time (scores 79 -> 64 and 75 -> 56 in docs/benchmarks.md). Home and
 * Prospects are painted with their data by the server instead (`home` and `prospects` below, ADR 093).
 */
export const pageShells: readonly { path: string; shell: string }[] = [
  { path: '/login', shell: 'login' },
  { path: '/dashboard/custom-outreach', shell: 'page-custom-outreach' },
  // The area's header is the same above its tabs and a sequence (custom-outreach-area.tsx).
  { path: '/dashboard/custom-outreach/$page', shell: 'page-custom-outreach' },
];

/** What the server reads (apps/server/src/web-app-shell.ts). */
export const PAGE_SHELLS_FILE = 'page-shells.json';
export interface PageShells {
  login: string;
  signUpLine: string;
  frame: string;
  pages: { path: string; html: string }[];
  /**
   * Home painted from the session user's data (ADR 093): the page with {{name}}, {{plan}}, {{done}},
   * {{total}} and {{steps}} for the server to fill, and each checklist step ticked and still to do.
   */
  home: { page: string; steps: { key: string; done: string; todo: string }[] };
  /**
   * Prospects down to its saved-filters line, its largest text (ADR 093's addendum): the page with
   * {{savedFilters}}, which the server fills with `none`, or `list` holding one `filter` ({{name}}) a filter.
   */
  prospects: { page: string; none: string; list: string; filter: string };
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Each step of Home's checklist in both states, with its own text (getting-started-steps.ts). */
function homeSteps(root: string): PageShells['home']['steps'] {
  const done = markupOf(root, 'page-home-step-done');
  const todo = markupOf(root, 'page-home-step-todo');
  const fill = (markup: string, step: (typeof gettingStartedSteps)[number]) =>
    markup.replace(/\{\{(key|title|hint|to|action)\}\}/g, (_, name: keyof typeof step) =>
      escaped(step[name]),
    );
  return gettingStartedSteps.map((step) => ({
    key: step.key,
    done: fill(done, step),
    todo: fill(todo, step),
  }));
}

/** A shell's markup without its comments and line breaks: they are for whoever edits the file. */
const markupOf = (root: string, name: string) =>
  readFileSync(join(root, 'shells', `${name}.html`), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();

/**
 * shells/start-after-paint.js as the page loads it: without its comments (each on a line of its own) and
 * indentation, which are for whoever edits it; half its bytes, on every painted page's first visit.
 */
const startAfterPaintScript = (root: string) =>
  readFileSync(join(root, 'shells', 'start-after-paint.js'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');

/**
 * Writes page-shells.json beside index.html (the server puts a path's shell into its HTML), and the
 * script that starts the app's scripts after a shell's paint (the server adds it to a painted page).
 */
export function pageShellsFile(root: string): Plugin {
  return {
    name: 'leadpath:page-shells',
    apply: 'build',
    generateBundle() {
      const shells: PageShells = {
        login: markupOf(root, 'login'),
        signUpLine: markupOf(root, 'login-sign-up-line'),
        frame: markupOf(root, 'frame'),
        pages: pageShells
          .filter(({ shell }) => shell !== 'login')
          .map(({ path, shell }) => ({ path, html: markupOf(root, shell) })),
        home: { page: markupOf(root, 'page-home'), steps: homeSteps(root) },
        prospects: {
          page: markupOf(root, 'page-prospects'),
          none: markupOf(root, 'page-prospects-none'),
          list: markupOf(root, 'page-prospects-list'),
          filter: markupOf(root, 'page-prospects-filter'),
        },
      };
      this.emitFile({ type: 'asset', fileName: PAGE_SHELLS_FILE, source: JSON.stringify(shells) });
      this.emitFile({ type: 'asset', fileName: 'start-after-paint.js', source: startAfterPaintScript(root) });
    },
  };
}
