/** Proxy location lookup: autocomplete suggestions, then one resolved to city, state, country. */

export interface PlaceSuggestion {
  /** Opaque to callers; handed back to resolve(). */
  id: string;
  /** 'Berlin, Berlin, Germany'. */
  description: string;
}

export interface ResolvedPlace {
  city: string;
  state: string;
  country: string;
  /** The whole place as one line. */
  place: string;
}

export interface PlacesSearch {
  /** Cities matching what the user typed, best first. */
  search(query: string, options?: { limit?: number }): Promise<PlaceSuggestion[]>;
  /** The suggestion's city, state and country; null when the id is unknown. */
  resolve(id: string): Promise<ResolvedPlace | null>;
}

export class PlacesServiceError extends Error {
  override name = 'PlacesServiceError';
}

export function placeLine(parts: Omit<ResolvedPlace, 'place'>): string {
  return [parts.city, parts.state, parts.country]
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(', ');
}
