import { describe, expect, it } from 'vitest';
import { createEmbeddedPlacesSearch } from './embedded-places-search.ts';

describe('embedded places search (offline data set)', () => {
  const places = createEmbeddedPlacesSearch();

  it('finds cities by the start of their name, exact names first', async () => {
    const suggestions = await places.search('Berlin');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.map((s) => s.description)).toContain('Berlin, Germany');
    expect(suggestions[0]!.description.startsWith('Berlin')).toBe(true);
  });

  it('ignores case and accents, and narrows by state or country after a comma', async () => {
    const suggestions = await places.search('sao paulo, brazil');
    expect(suggestions[0]!.description).toBe('São Paulo, Brazil');
    const texas = await places.search('Paris, Texas');
    expect(texas.map((s) => s.description)).toEqual(['Paris, Texas, United States']);
  });

  it('resolves a suggestion to city, state and country', async () => {
    const [first] = await places.search('Paris, France');
    const place = await places.resolve(first!.id);
    expect(place).toMatchObject({ city: 'Paris', country: 'France' });
    expect(place!.place).toContain('Paris');
    expect(await places.resolve('XX|00|Nowhere')).toBeNull();
  });

  it('finds nothing for nonsense', async () => {
    expect(await places.search('qqqxxyz')).toEqual([]);
    expect(await places.search('  ')).toEqual([]);
  });
});
