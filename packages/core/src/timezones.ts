/** Every IANA time zone the platform knows, described from its own time zone data (no hand table). */

export interface TimezoneOption {
  /** The IANA name: 'America/New_York'. */
  value: string;
  /** '(GMT-05:00) America/New York'. */
  label: string;
  /** Hours from UTC at the reference time: -5, 5.5. */
  offset: number;
  /** 'EST', or 'GMT+5:30' where the platform has no abbreviation. */
  abbrev: string;
  /** 'Eastern Standard Time'. */
  altName: string;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // The short name comes with the same parts: one formatter per zone (each costs ~1 ms in a browser).
      timeZoneName: 'short',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in a zone at an instant. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal' && part.type !== 'timeZoneName') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at an instant (New York in winter: -300). */
export function timezoneOffsetMinutes(timeZone: string, instant: number): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time happens in a zone. Null when it does not exist there (the hour
 * skipped by a DST change); of two (the hour repeated), the earlier one.
 */
export function zonedTimeToInstant(
  wall: Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'>,
  timeZone: string,
): number | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const candidates = new Set<number>();
  // The offset a few hours either side covers both sides of any DST change on that day.
  for (const probe of [asUtc - 12 * 3_600_000, asUtc, asUtc + 12 * 3_600_000]) {
    candidates.add(asUtc - timezoneOffsetMinutes(timeZone, probe) * 60_000);
  }
  const matching = [...candidates]
    .filter((instant) => {
      const back = wallClockAt(instant, timeZone);
      return (
        back.year === wall.year &&
        back.month === wall.month &&
        back.day === wall.day &&
        back.hour === wall.hour &&
        back.minute === wall.minute
      );
    })
    .sort((a, b) => a - b);
  return matching[0] ?? null;
}

export function isSupportedTimeZone(value: string): boolean {
  let known = supportedZones.get(value);
  if (known === undefined) {
    known = formatsTimeZone(value);
    // Bounded: a value sent by a user is kept only while the cache is small.
    if (supportedZones.size < 1000) supportedZones.set(value, known);
  }
  return known;
}

/**
 * Answers already given: building an Intl.DateTimeFormat costs tens of microseconds, and an enrollment
 * of 10,000 prospects asked once a prospect (about 15% of its time, ADR 078).
 */
const supportedZones = new Map<string, boolean>();

function formatsTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The name this platform lists a zone under (an alias such as Asia/Kolkata may be listed as Asia/Calcutta). */
export function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

/** The platform's IANA zones, plus UTC, which Intl lists under Etc only on some platforms. */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes('UTC') ? names : ['UTC', ...names];
}

function zoneNameAt(timeZone: string, instant: number, style: 'short' | 'long'): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}

/**
 * One zone described at an instant (offsets change with DST). The long name is read when asked for
 * (a getter, enumerable, so it is serialised): a list of 419 zones shows none, and building its
 * formatter per zone froze a browser page for seconds.
 */
export function describeTimeZone(timeZone: string, instant: number = Date.now()): TimezoneOption {
  const offsetMinutes = timezoneOffsetMinutes(timeZone, instant);
  const short = partsFormatter(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  let altName: string | undefined;
  return {
    value: timeZone,
    label: `(${gmtLabel(offsetMinutes)}) ${timeZone.replaceAll('_', ' ')}`,
    offset: offsetMinutes / 60,
    abbrev: short ?? timeZone,
    get altName() {
      altName ??= zoneNameAt(timeZone, instant, 'long');
      return altName;
    },
  };
}

let listed: { hour: number; zones: TimezoneOption[] } | undefined;

/** Every zone, west to east, then by name; built once an hour (offsets change on the hour at most). */
export function listTimeZones(instant: number = Date.now()): TimezoneOption[] {
  const hour = Math.floor(instant / 3_600_000);
  if (listed?.hour === hour) return listed.zones;
  const zones = timeZoneNames()
    .map((zone) => describeTimeZone(zone, instant))
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value));
  listed = { hour, zones };
  return zones;
}
