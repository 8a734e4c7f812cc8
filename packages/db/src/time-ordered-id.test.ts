import { describe, expect, it, vi } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('is a version 7 UUID of RFC 9562 (version 7, variant 10), as the API schemas expect ids', () => {
    const id = timeOrderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts in the order the ids were made, within one millisecond and across 4,096 of them', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T00:00:00Z'), toFake: ['Date'] });
    try {
      const ids = Array.from({ length: 5000 }, () => timeOrderedId());
      expect([...ids].sort()).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries the wall clock in its first 48 bits', () => {
    const before = Date.now();
    const id = timeOrderedId();
    const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 2);
  });
});
