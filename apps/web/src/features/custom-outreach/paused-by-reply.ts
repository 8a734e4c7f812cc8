/** Why a paused enrollment waits, in words: "Out of office until March 3, 2027 — resumes then" (issue 33). */
export function pausedByReplyText(pausedBy: { replyClass: string; resumeOn: string } | null | undefined) {
  if (!pausedBy) return null;
  const [year, month, day] = pausedBy.resumeOn.split('-').map(Number) as [number, number, number];
  // A calendar day, not an instant: shown as written, whatever the viewer's time zone.
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const why = pausedBy.replyClass === 'out-of-office' ? 'Out of office' : 'Not now';
  return `${why} until ${date} — resumes then`;
}
