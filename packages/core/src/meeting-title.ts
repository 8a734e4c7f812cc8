/** The calendar meeting title with its placeholders ({{my_name}} ...) filled in. */
import type { calendarTitlePlaceholders } from './constants.ts';

export type MeetingTitleValues = Record<
  (typeof calendarTitlePlaceholders)[number] extends `{{${infer Key}}}` ? Key : never,
  string
>;

/** Unknown placeholders stay as typed; empty values leave no double spaces behind. */
export function renderMeetingTitle(template: string, values: Partial<MeetingTitleValues>): string {
  return template
    .replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
      key in values ? (values[key as keyof MeetingTitleValues] ?? '') : whole,
    )
    .replace(/\s{2,}/g, ' ')
    .trim();
}
