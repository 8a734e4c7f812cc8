/** Transparent lead scoring (issue 34): points per attribute, each with the reason it was given. */
import type { ScoringAttribute, ScoringRule } from '@leadpath/core/schemas/playbooks';

/** What a rule can look at: the prospect's own fields and its company's. */
export type ScoredProspect = Record<ScoringAttribute, string>;

export interface ScoreReason {
  points: number;
  reason: string;
}

export interface Score {
  score: number;
  reasons: ScoreReason[];
}

function matches(rule: ScoringRule, value: string): boolean {
  const have = value.trim().toLowerCase();
  const want = rule.value.trim().toLowerCase();
  if (rule.match === 'present') return have !== '';
  if (rule.match === 'is') return have === want;
  return want !== '' && have.includes(want);
}

/** The sum of the points of every matching rule, and those rules' reasons in rule order. */
export function scoreProspect(rules: readonly ScoringRule[], prospect: ScoredProspect): Score {
  const reasons = rules
    .filter((rule) => matches(rule, prospect[rule.attribute] ?? ''))
    .map((rule) => ({ points: rule.points, reason: rule.reason }));
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

/** Scores grouped into buckets of `width` points (the Go-to-market histogram), lowest first. */
export function scoreHistogram(scores: readonly number[], width = 10): { from: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const score of scores) {
    const from = Math.floor(score / width) * width;
    counts.set(from, (counts.get(from) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([from, count]) => ({ from, count }));
}
