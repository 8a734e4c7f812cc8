import { useLayoutEffect } from 'react';

/**
 * The server paints a first page's shell (#page-shell: the sign-in form, or the signed-in frame with
 * the page's heading) before the scripts run, and sends #root hidden (ADR 085). This swaps them once:
 * the shell goes and the app shows in one task, so no frame shows both, none shows neither.
 */
let pageShown = false;

/** Whether the app has shown a page in this document yet (the dashboard frame's first mount, ADR 089). */
export const hasShownAPage = (): boolean => pageShown;

function handOffFromShell(): void {
  pageShown = true;
  const shell = document.getElementById('page-shell');
  if (!shell) return;
  shell.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('hidden');
  // A hidden element cannot take focus: an autoFocus that ran while #root was hidden is done again.
  if (document.activeElement === document.body || document.activeElement === null)
    root?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/**
 * Rendered with the first page, before it in the tree: its layout effect runs before the page's own
 * (an input's autoFocus among them), so the page is visible by then and nothing is lost.
 */
export function ShellHandOff() {
  useLayoutEffect(handOffFromShell, []);
  return null;
}

/**
 * Whether the server painted this page with its data (Home, ADR 093): the shell then names its path in
 * data-hands-off-at, and the page hands off itself once its first render is the one the shell shows
 * (else the swap would paint a loading state in its place, and that later, larger text would become
 * the largest paint). Any other path (a redirect) is handed off by the frame as before.
 */
function pageHandsOff(): boolean {
  const at = document.querySelector<HTMLElement>('#page-shell [data-hands-off-at]')?.dataset.handsOffAt;
  return at !== undefined && at === window.location.pathname.replace(/\/$/, '');
}

/** The frame's hand-off (ADR 085), left to the page when the page paints the shell's data (ADR 093). */
export function FrameShellHandOff() {
  useLayoutEffect(() => {
    if (!pageHandsOff()) handOffFromShell();
  }, []);
  return null;
}
