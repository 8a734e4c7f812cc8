import { describe, expect, it } from 'vitest';
import { createEmbeddedPlacesSearch } from './embedded-places-search.ts';

describe('embedded places search (offline data set)', () => {
  const places = createEmbeddedPlacesSearch();

  it('finds cities by the start of their name, exact names first', async () => {
    expect((await places.search('Berlin'))[0]!.description).toBe('Berlin, Germany');
    const suggestions = await places.search('San');
    expect(suggestions).toHaveLength(8);
    expect(suggestions.every((s) => s.description.startsWith('San'))).toBe(true);
  });

  it('ignores case and accents, and narrows by state or country after a comma', async () => {
    const suggestions = await places.search('ZÜRICH');
    expect(suggestions[0]!.description).toBe('Zürich, Switzerland');
    const portland = await places.search('Portland, Oregon');
    expect(portland.map((s) => s.description)).toEqual(['Portland, Oregon, United States of America']);
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
