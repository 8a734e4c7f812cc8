import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '@leadpath/auth';
import type { HomeShell } from './web-app-home-shell.ts';
import type { ProspectsShell } from './web-app-prospects-shell.ts';

/**
 * page-shells.json, written by the web build (apps/web/page-shells.ts): the markup a first page is
 * painted with before its scripts have run (ADR 085).
 */
interface PageShells {
  login: string;
  signUpLine: string;
  frame: string;
  pages: { path: string; html: string }[];
  /** Home painted from the session user's data (ADR 093); absent in builds before it. */
  home?: HomeShell;
  /** Prospects painted down to its saved filters from the session user's data; absent before it. */
  prospects?: ProspectsShell;
}

export function readPageShells(distPath: string): PageShells | null {
  const file = join(distPath, 'page-shells.json');
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as PageShells;
    const complete =
      typeof parsed.login === 'string' && typeof parsed.frame === 'string' && Array.isArray(parsed.pages);
    return complete ? parsed : null;
  } catch {
    return null; // A damaged file costs the early paint, never the page.
  }
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const matches = (pattern: string[], path: string[]) =>
  pattern.length === path.length &&
  pattern.every((segment, index) => segment.startsWith('$') || segment === path[index]);

/** Whether the request carries a session cookie (valid or not: the app finds out, the shell only guesses). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .some((name) => name === SESSION_COOKIE_NAME || name === SECURE_SESSION_COOKIE_NAME);
}

const ROOT = '<div id="root"></div>';
const APP_SCRIPTS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * The markup to paint for a path before the scripts, or null: /login's form for a visitor without a
 * session, and for one with a session the signed-in frame around the listed pages' headings. A visitor
 * is never shown the other side's frame: no frame without a session cookie, no sign-in form with one.
 */
export function shellFor(
  distPath: string,
  options: { signUpEnabled: boolean },
): ((pathname: string, signedIn: boolean) => string | null) & { withFrame: (page: string) => string } {
  const shells = readPageShells(distPath);
  if (!shells) return Object.assign(() => null, { withFrame: (page: string) => page });
  // A function replacer: a page painted from a user's data may hold `$&`, which a string would expand.
  const withFrame = (page: string) => shells.frame.replace('{{page}}', () => page);
  const login = shells.login.replace('{{signUpLine}}', options.signUpEnabled ? shells.signUpLine : '');
  const pages = shells.pages.map((page) => ({ pattern: segmentsOf(page.path), html: withFrame(page.html) }));
  const pick = (pathname: string, signedIn: boolean) => {
    const path = segmentsOf(pathname);
    if (!signedIn) return path.length === 1 && path[0] === 'login' ? login : null;
    return pages.find((page) => matches(page.pattern, path))?.html ?? null;
  };
  return Object.assign(pick, { withFrame });
}

/**
 * index.html with a shell painted in place of the app until React has rendered the page
 * (apps/web/src/components/shell-hand-off.tsx removes it and shows #root in one task, so no frame has both).
 * The app's scripts and their preloads move into <template id="app-scripts">, which
 * start-after-paint.js (apps/web/shells, written by the build) starts right after the first paint: the shell needs none of them, and
 * a phone's link is then the stylesheet's alone until it has painted.
 */
export function withShell(indexHtml: string, shell: string | null): string {
  if (shell === null || !indexHtml.includes(ROOT)) return indexHtml;
  const scripts = indexHtml.match(APP_SCRIPTS) ?? [];
  if (scripts.length === 0) return indexHtml;
  const template = `<template id="app-scripts">${scripts.map((tag) => tag.trim()).join('')}</template>`;
  return indexHtml
    .replace(APP_SCRIPTS, '')
    .replace('</head>', `    ${template}\n    <script src="/start-after-paint.js" defer></script>\n  </head>`)
    .replace(
      ROOT,
      // A function: a shell painted from a user's data may hold `$&`, which a replacement string expands.
      () => `<div id="page-shell" inert aria-hidden="true">${shell}</div><div id="root" hidden></div>`,
    );
}
