/** Google Places (Autocomplete and Details web services) behind the PlacesSearch interface. */
import { type PlaceSuggestion, type PlacesSearch, PlacesServiceError, placeLine } from './places-search.ts';

export const GOOGLE_PLACES_BASE_URL = 'https://maps.googleapis.com/maps/api/place';

interface AutocompleteResponse {
  status: string;
  error_message?: string;
  predictions?: { description: string; place_id: string }[];
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface DetailsResponse {
  status: string;
  error_message?: string;
  result?: { address_components?: AddressComponent[]; formatted_address?: string };
}

export interface GooglePlacesOptions {
  apiKey: string;
  /** Tests point this at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function componentOf(components: AddressComponent[], ...types: string[]): string {
  for (const type of types) {
    const found = components.find((component) => component.types.includes(type));
    if (found) return found.long_name;
  }
  return '';
}

export function createGooglePlacesSearch(options: GooglePlacesOptions): PlacesSearch {
  const baseUrl = options.baseUrl ?? GOOGLE_PLACES_BASE_URL;
  const doFetch = options.fetch ?? fetch;

  async function call<T extends { status: string; error_message?: string }>(
    path: string,
    params: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [name, value] of Object.entries({ ...params, key: options.apiKey }))
      url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    } catch (error) {
      throw new PlacesServiceError(`Google Places is unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PlacesServiceError(`Google Places answered HTTP ${response.status}`);
    const body = (await response.json()) as T;
    // ZERO_RESULTS and NOT_FOUND are answers, not failures.
    if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS' && body.status !== 'NOT_FOUND')
      throw new PlacesServiceError(
        `Google Places: ${body.status}${body.error_message ? ` (${body.error_message})` : ''}`,
      );
    return body;
  }

  return {
    async search(query, { limit = 8 } = {}) {
      const body = await call<AutocompleteResponse>('autocomplete/json', { input: query, types: '(cities)' });
      return (body.predictions ?? [])
        .slice(0, limit)
        .map(
          (prediction): PlaceSuggestion => ({ id: prediction.place_id, description: prediction.description }),
        );
    },

    async resolve(id) {
      const body = await call<DetailsResponse>('details/json', {
        place_id: id,
        fields: 'address_component,formatted_address',
      });
      if (!body.result) return null;
      const components = body.result.address_components ?? [];
      const parts = {
        city: componentOf(
          components,
          'locality',
          'postal_town',
          'administrative_area_level_3',
          'sublocality',
        ),
        state: componentOf(components, 'administrative_area_level_1', 'administrative_area_level_2'),
        country: componentOf(components, 'country'),
      };
      return { ...parts, place: body.result.formatted_address ?? placeLine(parts) };
    },
  };
}
