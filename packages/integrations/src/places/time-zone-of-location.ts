/**
 * A free-text location ("Paris, France", "Austin, TX", "Tokyo") to its IANA time zone, from the
 * embedded city data (city-timezones, MIT). Unknown places and places that could be in more than one
 * zone ("London": Ontario, England or Kentucky; "Springfield") give null: the caller then uses the
 * sender's zone rather than guess.
 */
import { createRequire } from 'node:module';
import { normalizePlaceText } from './embedded-places-search.ts';

interface CityMapEntry {
  city: string;
  city_ascii: string;
  iso2: string;
  iso3: string;
  country: string;
  province: string;
  state_ansi?: string;
  timezone: string;
}

interface Entry {
  keys: Set<string>;
  /** Country and province names and codes, normalized. */
  areas: Set<string>;
  timezone: string;
}

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'us',
  'united states of america': 'us',
  america: 'us',
  uk: 'gb',
  'great britain': 'gb',
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
};

let entries: Entry[] | undefined;
const answers = new Map<string, string | null>();

// Loaded on first use (synchronously: the engine decides zones inside a transaction).
function loadEntries(): Entry[] {
  if (!entries) {
    const module = createRequire(import.meta.url)('city-timezones') as { cityMapping: CityMapEntry[] };
    entries = module.cityMapping.map((row) => {
      const areas = new Set(
        [row.iso2, row.iso3, row.country].map((value) => normalizePlaceText(String(value ?? ''))),
      );
      for (const value of [row.province, row.state_ansi ?? ''])
        if (value) areas.add(normalizePlaceText(String(value)));
      return {
        keys: new Set([
          normalizePlaceText(String(row.city)),
          normalizePlaceText(String(row.city_ascii ?? row.city)),
        ]),
        areas,
        timezone: row.timezone,
      };
    });
  }
  return entries;
}

function onlyZone(matches: Entry[]): string | null {
  const zones = new Set(matches.map((entry) => entry.timezone));
  if (zones.size !== 1) return null;
  const [zone] = zones;
  return zone ?? null;
}

/** The IANA zone of a location, or null when it is unknown or ambiguous. */
export function timeZoneOfLocation(location: string | null | undefined): string | null {
  const text = (location ?? '').trim();
  if (!text) return null;
  let answer = answers.get(text);
  if (answer === undefined) {
    answer = lookUp(text);
    if (answers.size > 10_000) answers.clear();
    answers.set(text, answer);
  }
  return answer;
}

function lookUp(location: string): string | null {
  const parts = location
    .split(',')
    .map(normalizePlaceText)
    .filter(Boolean)
    .map((part) => COUNTRY_ALIASES[part] ?? part);
  const [city, ...rest] = parts;
  if (!city) return null;
  const all = loadEntries();
  let matches = all.filter((entry) => entry.keys.has(city));
  if (matches.length > 0 && rest.length > 0)
    matches = matches.filter((entry) => rest.every((part) => entry.areas.has(part)));
  if (matches.length > 0) return onlyZone(matches);
  // A location that names only a region or a country ("Texas, USA", "Japan"): one zone for all of it.
  const areaMatches = all.filter((entry) => parts.every((part) => entry.areas.has(part)));
  if (areaMatches.length === 0) return null;
  // A country named alone must be wholly in one zone; a province is checked the same way.
  return onlyZone(areaMatches);
}
