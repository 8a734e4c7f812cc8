/** Month names and abbreviations of the languages the phrase rules know (en, fr, de, es). */
const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janvier: 1,
  januar: 1,
  enero: 1,
  feb: 2,
  february: 2,
  fevrier: 2,
  février: 2,
  februar: 2,
  febrero: 2,
  mar: 3,
  march: 3,
  mars: 3,
  märz: 3,
  marz: 3,
  marzo: 3,
  apr: 4,
  april: 4,
  avril: 4,
  abril: 4,
  may: 5,
  mai: 5,
  mayo: 5,
  jun: 6,
  june: 6,
  juin: 6,
  juni: 6,
  junio: 6,
  jul: 7,
  july: 7,
  juillet: 7,
  juli: 7,
  julio: 7,
  aug: 8,
  august: 8,
  août: 8,
  aout: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  septiembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  oktober: 10,
  octubre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  noviembre: 11,
  dec: 12,
  december: 12,
  décembre: 12,
  decembre: 12,
  dezember: 12,
  diciembre: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The next date on or after `from` with this month and day (a date already past means next year). */
function nextOccurrence(month: number, day: number, from: Date): string | null {
  if (day < 1 || day > 31) return null;
  let year = from.getUTCFullYear();
  const candidate = (y: number) => Date.UTC(y, month - 1, day);
  const today = Date.UTC(year, from.getUTCMonth(), from.getUTCDate());
  if (candidate(year) < today) year += 1;
  const date = new Date(candidate(year));
  if (date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const MONTH_WORD = '([a-zäéû]{3,10})\\.?';

/**
 * The first date a reply names: "March 3", "3 March", "3. März", "3 de marzo", "2027-03-03",
 * "03/03" (day first outside "March 3" phrasing), or a quarter ("Q3" → its first day).
 */
export function firstDateIn(text: string, from: Date): string | null {
  const lower = text.toLowerCase();
  const iso = lower.match(/\b(20\d\d)-(\d\d)-(\d\d)\b/);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const monthFirst = new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'u').exec(lower);
  if (monthFirst && MONTHS[monthFirst[1]!])
    return nextOccurrence(MONTHS[monthFirst[1]!]!, Number(monthFirst[2]), from);
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:de\\s+)?${MONTH_WORD}`, 'u').exec(
    lower,
  );
  if (dayFirst && MONTHS[dayFirst[2]!])
    return nextOccurrence(MONTHS[dayFirst[2]!]!, Number(dayFirst[1]), from);
  const numeric = lower.match(/\b(\d{1,2})[/.](\d{1,2})\b/);
  if (numeric) return nextOccurrence(Number(numeric[2]), Number(numeric[1]), from);
  const quarter = lower.match(/\bq([1-4])\b/);
  if (quarter) return nextOccurrence((Number(quarter[1]) - 1) * 3 + 1, 1, from);
  return null;
}
