/** Sequence template placeholders: `{{name}}` in subjects and bodies, filled per prospect at send time. */

/** Every placeholder a sequence template may use (the calendar's four, plus three of issue 19). */
export const sequencePlaceholders = [
  'my_name',
  'my_company_name',
  'prospect_first_name',
  'prospect_last_name',
  'prospect_title',
  'prospect_company_name',
  'booking_link',
] as const;

export type SequencePlaceholder = (typeof sequencePlaceholders)[number];

export type SequencePlaceholderValues = Partial<Record<SequencePlaceholder, string>>;

/** `{{ name }}`: letters, digits and underscores, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export function isSequencePlaceholder(name: string): name is SequencePlaceholder {
  return (sequencePlaceholders as readonly string[]).includes(name);
}

/** The placeholders a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The placeholders of a text that are not sequence placeholders, each once, in order of first use. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !isSequencePlaceholder(name));
}

/**
 * Fills the placeholders. A known placeholder without a value (absent or blank) is left as typed
 * and listed in `missing` (each once): the engine flags such a step instead of sending a blank.
 * Unknown placeholders are left as typed (saving refuses them, so none reach here).
 */
export function renderTemplate(
  text: string,
  values: SequencePlaceholderValues,
): { text: string; missing: SequencePlaceholder[] } {
  const missing: SequencePlaceholder[] = [];
  const rendered = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isSequencePlaceholder(name)) return whole;
    const value = values[name]?.trim();
    if (!value) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return value;
  });
  return { text: rendered, missing };
}
