/**
 * A phone number as people write it: digits, spaces and + - ( ) . only (nothing a formula could call
 * or refer to), with at least seven digits, so short sums such as `-2+3` are still quoted.
 */
const isPlainPhoneNumber = (text: string) =>
  /^[0-9 ()+\-.]+$/.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 7;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet could run as a formula gets a leading quote whatever
 * follows its first character (OWASP CSV injection): `-1+HYPERLINK(...)` is a formula as much as `=1`.
 * A plain phone number (`+44 20 7946 0393`) calls nothing and is written as it is.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !isPlainPhoneNumber(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines, each ended by CRLF: a file's parts can be written one after the other. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvLines([header, ...rows]);
}
