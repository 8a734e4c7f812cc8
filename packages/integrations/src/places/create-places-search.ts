import { createEmbeddedPlacesSearch } from './embedded-places-search.ts';
import { createGooglePlacesSearch } from './google-places-search.ts';
import type { PlacesSearch } from './places-search.ts';

/** Google Places when a key is configured, otherwise the offline city data set. */
export function createPlacesSearch(config: {
  googlePlacesApiKey?: string;
  googlePlacesBaseUrl?: string;
}): PlacesSearch {
  return config.googlePlacesApiKey
    ? createGooglePlacesSearch({ apiKey: config.googlePlacesApiKey, baseUrl: config.googlePlacesBaseUrl })
    : createEmbeddedPlacesSearch();
}
