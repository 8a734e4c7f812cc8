/** The patterns addresses at a company follow, by the parts of a name they use. */
export const EMAIL_PATTERNS = [
  '{first}.{last}',
  '{first}{last}',
  '{f}{last}',
  '{first}',
  '{first}_{last}',
  '{last}',
] as const;
export type EmailPattern = (typeof EMAIL_PATTERNS)[number];

const clean = (part: string) =>
  part
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The local part a pattern makes of a name. */
export function applyPattern(pattern: EmailPattern, firstName: string, lastName: string): string {
  const first = clean(firstName);
  const last = clean(lastName);
  return pattern.replace('{first}', first).replace('{last}', last).replace('{f}', first.charAt(0));
}

export interface KnownAddress {
  email: string;
  firstName: string;
  lastName: string;
}

/** The pattern most known addresses at the domain follow (at least two agreeing), or null. */
export function guessEmailPattern(known: KnownAddress[]): EmailPattern | null {
  const votes = new Map<EmailPattern, number>();
  for (const person of known) {
    const local = person.email.toLowerCase().split('@')[0] ?? '';
    const pattern = EMAIL_PATTERNS.find(
      (p) => person.lastName && applyPattern(p, person.firstName, person.lastName) === local,
    );
    if (pattern) votes.set(pattern, (votes.get(pattern) ?? 0) + 1);
  }
  const [best] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
}
