/** Scores of the newest matching prospects in buckets of ten points, as bars with a text equivalent. */
export function ScoreHistogram({ buckets }: { buckets: { from: number; count: number }[] }) {
  if (buckets.length === 0)
    return <p className="text-muted-foreground text-sm">No matching prospects to score yet.</p>;
  const highest = Math.max(...buckets.map((bucket) => bucket.count));
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-muted-foreground text-xs">
        Scores of the newest matching prospects
      </figcaption>
      <ul aria-label="Score histogram" className="flex h-20 items-end gap-1">
        {buckets.map((bucket) => (
          <li
            key={bucket.from}
            aria-label={`${bucket.from} to ${bucket.from + 9} points: ${bucket.count} prospects`}
            className="flex h-full w-8 flex-col justify-end"
            title={`${bucket.from}–${bucket.from + 9}: ${bucket.count}`}
          >
            <span
              className="block rounded-t bg-primary/80"
              style={{ height: `${Math.max(4, (bucket.count / highest) * 100)}%` }}
            />
            <span className="text-center text-[10px] text-muted-foreground tabular-nums">{bucket.from}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
