/**
 * The visible unsubscribe line of every sequence email (issue 28): several markets' laws ask for one
 * in the body, beside the one-click List-Unsubscribe headers. The user words it; the link stays.
 */

/** Where the line puts the recipient's own unsubscribe link. */
export const UNSUBSCRIBE_LINK_PLACEHOLDER = '{{unsubscribe_link}}';

export const DEFAULT_UNSUBSCRIBE_LINE = `Not interested? Unsubscribe here: ${UNSUBSCRIBE_LINK_PLACEHOLDER}`;

export const UNSUBSCRIBE_LINE_MAX = 300;

export const UNSUBSCRIBE_LINE_NEEDS_LINK = `Keep ${UNSUBSCRIBE_LINK_PLACEHOLDER} in the line: it is where the recipient unsubscribes`;
export const UNSUBSCRIBE_LINE_TOO_LONG = `Keep the unsubscribe line under ${UNSUBSCRIBE_LINE_MAX} characters`;

const LINK = /\{\{\s*unsubscribe_link\s*\}\}/g;

/** The wording in force: the user's, or the default when they never worded it. */
export const unsubscribeLineOf = (stored: string | null | undefined): string =>
  stored?.trim() ? stored.trim() : DEFAULT_UNSUBSCRIBE_LINE;

/** Whether a wording keeps the link placeholder. */
export const hasUnsubscribeLink = (line: string): boolean => new RegExp(LINK.source).test(line);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The line as sent, in text and HTML, with the recipient's link in place of the placeholder. */
export function renderUnsubscribeLine(line: string, url: string): { text: string; html: string } {
  const wording = unsubscribeLineOf(line);
  const text = wording.replace(LINK, () => url);
  const link = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = wording
    .split(LINK)
    .map((part) => escapeHtml(part))
    .join(link);
  return { text, html: `<p style="font-size:12px;color:#6b7280">${html}</p>` };
}
