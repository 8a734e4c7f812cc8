import { type ReplyClass, replyClassLabels } from '@leadpath/core/schemas/assist';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The sequence's replies by class (issue 33): how many were interested, not now, out of office, … */
export function ReplyClassesCard({ counts }: { counts: { class: ReplyClass; count: number }[] }) {
  const id = useId();
  const total = counts.reduce((sum, one) => sum + one.count, 0);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle id={id}>Replies by class</CardTitle>
        <CardDescription>Each reply once, by its class now (a person's correction counts).</CardDescription>
      </CardHeader>
      <CardContent>
        {total ? (
          <dl aria-labelledby={id} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {counts.map((one) => (
              <div key={one.class} className="rounded-lg border bg-card p-3">
                <dt className="text-muted-foreground text-xs">{replyClassLabels[one.class]}</dt>
                <dd className="font-semibold text-xl tabular-nums">{one.count}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">No replies yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
