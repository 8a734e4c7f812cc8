/**
 * A LinkedIn profile or company URL in one form: https://www.linkedin.com/in/<slug> (no query,
 * no trailing slash, no country subdomain, slug lower case); null when it is not one.
 */
export function normaliseLinkedinUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!/(^|\.)linkedin\.com$/i.test(url.hostname)) return null;
  const match = url.pathname.match(/^\/(in|pub|company|school)\/([^/?#]+)/i);
  if (!match) return null;
  const slug = decodeURIComponent(match[2]!).toLowerCase();
  return `https://www.linkedin.com/${match[1]!.toLowerCase()}/${encodeURIComponent(slug).replace(/%2D/gi, '-')}`;
}
