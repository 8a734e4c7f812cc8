import type { AgentKind } from '@leadpath/core/schemas/ai-training';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';
import { LoadState } from './load-state';

/** The cases an evaluation runs for this agent (built-in ones first). */
export function CasesList({ kind }: { kind: AgentKind }) {
  const cases = trpc.aiTraining.cases.useQuery({ kind }, { meta: { globalErrorToast: false } });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Evaluation cases</CardTitle>
        <CardDescription>Each version runs these on demand and before it is published.</CardDescription>
      </CardHeader>
      <CardContent>
        {!cases.data ? (
          <LoadState query={cases} what="The evaluation cases" />
        ) : cases.data.cases.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No cases: this agent has no runtime to evaluate yet.
          </p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {cases.data.cases.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                {item.name}
                {item.builtIn && <Badge variant="outline">Built in</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
