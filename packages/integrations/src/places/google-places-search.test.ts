import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGooglePlacesSearch } from './google-places-search.ts';
import { PlacesServiceError } from './places-search.ts';

const API_KEY = 'test-key';
const requests: URL[] = [];

/** Answers as Google's Place Autocomplete and Place Details web services document it. */
function answer(req: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  if (url.searchParams.get('key') !== API_KEY)
    return {
      status: 200,
      body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', predictions: [] },
    };
  if (url.pathname === '/maps/api/place/autocomplete/json') {
    if (url.searchParams.get('input') === 'zzz')
      return { status: 200, body: { status: 'ZERO_RESULTS', predictions: [] } };
    return {
      status: 200,
      body: {
        status: 'OK',
        predictions: [
          {
            description: 'Berlin, Germany',
            place_id: 'ChIJAVkDPzdOqEcRcDteW0YgIQQ',
            structured_formatting: { main_text: 'Berlin', secondary_text: 'Germany' },
            types: ['locality', 'political', 'geocode'],
          },
          {
            description: 'Berlin, NH, USA',
            place_id: 'ChIJ6z5zLbq_tEwR9cT8ZzEw1V8',
            structured_formatting: { main_text: 'Berlin', secondary_text: 'NH, USA' },
            types: ['locality', 'political', 'geocode'],
          },
        ],
      },
    };
  }
  if (url.pathname === '/maps/api/place/details/json') {
    if (url.searchParams.get('place_id') !== 'ChIJAVkDPzdOqEcRcDteW0YgIQQ')
      return { status: 200, body: { status: 'NOT_FOUND' } };
    return {
      status: 200,
      body: {
        status: 'OK',
        html_attributions: [],
        result: {
          formatted_address: 'Berlin, Germany',
          address_components: [
            { long_name: 'Berlin', short_name: 'Berlin', types: ['locality', 'political'] },
            { long_name: 'Berlin', short_name: 'BE', types: ['administrative_area_level_1', 'political'] },
            { long_name: 'Germany', short_name: 'DE', types: ['country', 'political'] },
          ],
        },
      },
    };
  }
  return { status: 404, body: {} };
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const { status, body } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/place`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Google Places client', () => {
  it('asks autocomplete for cities and returns the predictions', async () => {
    const places = createGooglePlacesSearch({ apiKey: API_KEY, baseUrl });
    const suggestions = await places.search('Berl');
    expect(suggestions).toEqual([
      { id: 'ChIJAVkDPzdOqEcRcDteW0YgIQQ', description: 'Berlin, Germany' },
      { id: 'ChIJ6z5zLbq_tEwR9cT8ZzEw1V8', description: 'Berlin, NH, USA' },
    ]);
    const sent = requests.at(-1)!;
    expect(sent.searchParams.get('input')).toBe('Berl');
    expect(sent.searchParams.get('types')).toBe('(cities)');
    expect(sent.searchParams.get('key')).toBe(API_KEY);
  });

  it('resolves a place id to city, state and country through details', async () => {
    const places = createGooglePlacesSearch({ apiKey: API_KEY, baseUrl });
    expect(await places.resolve('ChIJAVkDPzdOqEcRcDteW0YgIQQ')).toEqual({
      city: 'Berlin',
      state: 'Berlin',
      country: 'Germany',
      place: 'Berlin, Germany',
    });
    expect(requests.at(-1)!.searchParams.get('fields')).toBe('address_component,formatted_address');
    expect(await places.resolve('unknown')).toBeNull();
  });

  it('treats ZERO_RESULTS as no suggestions', async () => {
    const places = createGooglePlacesSearch({ apiKey: API_KEY, baseUrl });
    expect(await places.search('zzz')).toEqual([]);
  });

  it('reports a refused key or an unreachable service as a places error', async () => {
    await expect(createGooglePlacesSearch({ apiKey: 'wrong', baseUrl }).search('Berl')).rejects.toThrow(
      /REQUEST_DENIED \(The provided API key is invalid\.\)/,
    );
    await expect(
      createGooglePlacesSearch({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1/maps/api/place' }).search(
        'Berl',
      ),
    ).rejects.toBeInstanceOf(PlacesServiceError);
  });
});
