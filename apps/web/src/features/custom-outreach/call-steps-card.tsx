import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The sequence's call steps done in the Power Dialer (issue 35), by disposition. */
export function CallStepsCard({
  calls,
}: {
  calls: { done: number; byDisposition: { disposition: string; count: number }[] };
}) {
  const id = useId();
  return (
    <Card className="gap-4" data-slot="call-steps">
      <CardHeader>
        <CardTitle id={id}>Call steps done</CardTitle>
        <CardDescription>Calls logged in the Power Dialer for this sequence’s call tasks.</CardDescription>
      </CardHeader>
      <CardContent>
        {calls.done ? (
          <dl aria-labelledby={id} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <div className="rounded-lg border bg-card p-3">
              <dt className="text-muted-foreground text-xs">All calls</dt>
              <dd className="font-semibold text-xl tabular-nums">{calls.done}</dd>
            </div>
            {calls.byDisposition.map((one) => (
              <div key={one.disposition} className="rounded-lg border bg-card p-3">
                <dt className="text-muted-foreground text-xs">{one.disposition}</dt>
                <dd className="font-semibold text-xl tabular-nums">{one.count}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">No call step done yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
