/**
 * The embedded default: about 7,300 cities of the world (city-timezones, MIT), searched in memory, offline.
 * Chosen over country-state-city, whose GPL-3.0 licence would bind the whole product.
 */
import { type PlaceSuggestion, type PlacesSearch, placeLine, type ResolvedPlace } from './places-search.ts';

interface CityEntry {
  /** Lowercase, accents removed, for matching. */
  key: string;
  city: string;
  countryCode: string;
  stateCode: string;
}

interface CityData {
  cities: CityEntry[];
  stateName(countryCode: string, stateCode: string): string;
  countryName(countryCode: string): string;
}

interface CityMapEntry {
  city: string;
  iso2: string;
  province: string;
  country: string;
}

export function normalizePlaceText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

// Loaded on the first search, not at start-up.
let cityData: Promise<CityData> | undefined;

function loadCityData(): Promise<CityData> {
  cityData ??= import('city-timezones').then((module) => {
    const cityMapping = (module.default?.cityMapping ?? module.cityMapping) as CityMapEntry[];
    const countries = new Map<string, string>();
    for (const entry of cityMapping) countries.set(entry.iso2, entry.country);
    return {
      // The province name doubles as the state code: the data set has names, not codes.
      cities: cityMapping.map((entry) => ({
        key: normalizePlaceText(entry.city),
        city: entry.city,
        countryCode: entry.iso2,
        stateCode: entry.province,
      })),
      stateName: (_countryCode, stateCode) => stateCode,
      countryName: (countryCode) => countries.get(countryCode) ?? countryCode,
    };
  });
  return cityData;
}

function toPlace(
  data: CityData,
  entry: Pick<CityEntry, 'city' | 'countryCode' | 'stateCode'>,
): ResolvedPlace {
  const parts = {
    city: entry.city,
    state: data.stateName(entry.countryCode, entry.stateCode),
    country: data.countryName(entry.countryCode),
  };
  return { ...parts, place: placeLine(parts) };
}

/** id: COUNTRY|STATE|City, stable across restarts. */
function idOf(entry: CityEntry): string {
  return `${entry.countryCode}|${entry.stateCode}|${entry.city}`;
}

export function createEmbeddedPlacesSearch(): PlacesSearch {
  return {
    async search(query, { limit = 8 } = {}) {
      // "Paris, Texas" narrows the city by state or country.
      const [cityPart = '', ...rest] = query.split(',').map(normalizePlaceText);
      const narrowing = rest.filter(Boolean);
      if (!cityPart) return [];
      const data = await loadCityData();
      const matches: { entry: CityEntry; rank: number }[] = [];
      for (const entry of data.cities) {
        if (!entry.key.startsWith(cityPart) && !entry.key.includes(` ${cityPart}`)) continue;
        if (narrowing.length > 0) {
          const region = normalizePlaceText(
            `${data.stateName(entry.countryCode, entry.stateCode)} ${data.countryName(entry.countryCode)} ${entry.countryCode}`,
          );
          if (!narrowing.every((part) => region.includes(part))) continue;
        }
        const rank = entry.key === cityPart ? 0 : entry.key.startsWith(cityPart) ? 1 : 2;
        matches.push({ entry, rank });
      }
      matches.sort(
        (a, b) =>
          a.rank - b.rank ||
          a.entry.key.length - b.entry.key.length ||
          a.entry.key.localeCompare(b.entry.key),
      );
      const seen = new Set<string>();
      const suggestions: PlaceSuggestion[] = [];
      for (const { entry } of matches) {
        const description = toPlace(data, entry).place;
        if (seen.has(description)) continue;
        seen.add(description);
        suggestions.push({ id: idOf(entry), description });
        if (suggestions.length >= limit) break;
      }
      return suggestions;
    },

    async resolve(id) {
      const [countryCode, stateCode, city] = id.split('|');
      if (!countryCode || stateCode === undefined || !city) return null;
      const data = await loadCityData();
      const entry = data.cities.find(
        (candidate) =>
          candidate.countryCode === countryCode &&
          candidate.stateCode === stateCode &&
          candidate.city === city,
      );
      return entry ? toPlace(data, entry) : null;
    },
  };
}
