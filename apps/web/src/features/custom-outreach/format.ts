import { madeOnce } from '@/lib/made-once';

const dateTime = madeOnce(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
const dateOnly = madeOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

/** An instant (epoch ms or ISO text) in the viewer's zone: "Nov 23, 2026, 5:10 PM". */
export function formatDateTime(at: number | string | Date | null | undefined): string {
  if (at === null || at === undefined) return '—';
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '—' : dateTime().format(date);
}

export function formatDate(at: number | string | Date | null | undefined): string {
  if (at === null || at === undefined) return '—';
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '—' : dateOnly().format(date);
}

/** The same instant in another zone (the prospect's), with the zone's short name. */
export function formatInZone(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(at));
  } catch {
    return formatDateTime(at);
  }
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
