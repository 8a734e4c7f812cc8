import { describe, expect, it } from 'vitest';
import { firstGapFreeTime } from './gap-free-time.ts';

describe('firstGapFreeTime', () => {
  it('keeps a free slot where it is, and says where it goes', () => {
    expect(firstGapFreeTime([0, 100], 200, 50)).toEqual({ free: 200, index: 2 });
    expect(firstGapFreeTime([], 7, 50)).toEqual({ free: 7, index: 0 });
  });

  it('moves a slot past the times too close to it, keeping the gap on both sides', () => {
    expect(firstGapFreeTime([0, 60, 120], 10, 60)).toEqual({ free: 180, index: 1 });
    expect(firstGapFreeTime([0, 200], 30, 60)).toEqual({ free: 60, index: 1 });
  });
});
