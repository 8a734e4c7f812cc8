import type { ScoringRule } from '@leadpath/core/schemas/playbooks';
import { describe, expect, it } from 'vitest';
import { type ScoredProspect, scoreHistogram, scoreProspect } from './scoring.ts';

const blank: ScoredProspect = {
  title: '',
  industry: '',
  companySize: '',
  location: '',
  status: 'new',
  email: '',
};
const rule = (fields: Partial<ScoringRule>): ScoringRule => ({
  attribute: 'title',
  match: 'contains',
  value: '',
  points: 10,
  reason: 'why',
  ...fields,
});

describe('scoreProspect', () => {
  const cases: {
    name: string;
    rules: ScoringRule[];
    prospect: Partial<ScoredProspect>;
    score: number;
    reasons: string[];
  }[] = [
    { name: 'no rules score zero', rules: [], prospect: { title: 'VP Sales' }, score: 0, reasons: [] },
    {
      name: 'contains ignores case',
      rules: [rule({ value: 'vp', points: 20, reason: 'Vice president' })],
      prospect: { title: 'SVP of Sales' },
      score: 20,
      reasons: ['Vice president'],
    },
    {
      name: 'contains with an empty value never matches',
      rules: [rule({ value: '' })],
      prospect: { title: 'VP' },
      score: 0,
      reasons: [],
    },
    {
      name: 'is needs the whole value',
      rules: [rule({ attribute: 'industry', match: 'is', value: 'software', reason: 'Software' })],
      prospect: { industry: 'Software services' },
      score: 0,
      reasons: [],
    },
    {
      name: 'is matches in any case and trims',
      rules: [rule({ attribute: 'industry', match: 'is', value: 'Software', reason: 'Software' })],
      prospect: { industry: ' software ' },
      score: 10,
      reasons: ['Software'],
    },
    {
      name: 'present needs a non-blank value',
      rules: [rule({ attribute: 'email', match: 'present', reason: 'Has email' })],
      prospect: { email: '   ' },
      score: 0,
      reasons: [],
    },
    {
      name: 'points add up, negative ones subtract, reasons in rule order',
      rules: [
        rule({ value: 'Head', points: 15, reason: 'Head' }),
        rule({ attribute: 'status', match: 'is', value: 'lost', points: 30, reason: 'Lost before' }),
        rule({
          attribute: 'location',
          match: 'contains',
          value: 'Paris',
          points: -5,
          reason: 'Outside territory',
        }),
        rule({ attribute: 'companySize', match: 'is', value: '1-10', points: 50, reason: 'Tiny' }),
      ],
      prospect: { title: 'Head of Sales', status: 'lost', location: 'Paris, France', companySize: '51-200' },
      score: 40,
      reasons: ['Head', 'Lost before', 'Outside territory'],
    },
  ];

  it.each(cases)('$name', ({ rules, prospect, score, reasons }) => {
    const result = scoreProspect(rules, { ...blank, ...prospect });
    expect(result.score).toBe(score);
    expect(result.reasons.map((r) => r.reason)).toEqual(reasons);
  });
});

describe('scoreHistogram', () => {
  it('buckets scores by ten, lowest first, negative scores below zero', () => {
    expect(scoreHistogram([0, 5, 12, 19, 45, -5])).toEqual([
      { from: -10, count: 1 },
      { from: 0, count: 2 },
      { from: 10, count: 2 },
      { from: 40, count: 1 },
    ]);
  });
});
