import type { RouterOutputs } from '@leadpath/api';
import type { ListColumn } from '@/components/selectable-list-table';
import { trpc } from '@/lib/trpc';

type PageScore = RouterOutputs['playbooks']['pageScores']['scores'][number];

/** The page's scores by prospect, in one request; empty without an active playbook or the go-to-market feature. */
export function usePageScores(items: readonly { id: string }[]): Map<string, PageScore> {
  const ids = items.map((item) => item.id);
  const scores = trpc.playbooks.pageScores.useQuery(
    { ids },
    { enabled: ids.length > 0, retry: false, meta: { globalErrorToast: false } },
  );
  return new Map((scores.data?.scores ?? []).map((score) => [score.prospectId, score]));
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** "Outbound to sales leaders: +20 VP title, +15 Software": what the score is made of. */
export const scoreExplanation = (score: PageScore) =>
  `${score.playbookName}: ${
    score.reasons.length
      ? score.reasons.map((r) => `${signed(r.points)} ${r.reason}`).join(', ')
      : 'no scoring rule matches'
  }`;

/** The Score column: the best active playbook's score, its reasons on hover and for screen readers. */
export const scoreColumn = <Item extends { id: string }>(
  scores: Map<string, PageScore>,
): ListColumn<Item> => ({
  header: 'Score',
  className: 'hidden md:table-cell text-right',
  cellClassName: 'tabular-nums',
  cell: (item) => {
    const score = scores.get(item.id);
    if (!score) return <span className="text-muted-foreground">—</span>;
    const explanation = scoreExplanation(score);
    return (
      <span title={explanation} data-testid="prospect-score">
        {score.score}
        <span className="sr-only">, {explanation}</span>
      </span>
    );
  },
});
