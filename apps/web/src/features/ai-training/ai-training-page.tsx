import { GraduationCapIcon } from 'lucide-react';
import { useEffect } from 'react';
import { StaffOnlyNotice } from '@/components/staff-only-notice';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { AgentsPanel } from './agents-panel';
import { ExamplesPanel } from './examples-panel';
import { KnowledgePanel } from './knowledge-panel';
import { ReviewPanel } from './review-panel';

/** /dashboard/ai-training (issue 36): Admin staff train and check the assistants. */
export function AiTrainingPage() {
  const gate = trpc.areas.status.useQuery(
    { feature: 'ai-training' },
    { meta: { globalErrorToast: false }, retry: false },
  );
  const refused = errorStatus(gate.error) === 403;
  useEffect(() => {
    // The page explains a refusal itself; anything else (a lost session) goes the usual way.
    if (gate.error && !refused) handleGlobalError(gate.error);
  }, [gate.error, refused]);

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <GraduationCapIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">AI Training</h1>
        </div>
        <p className="text-muted-foreground text-sm">
          Configure the assistants, the knowledge they may use and the claims they must never make; check a
          version before it goes live.
        </p>
      </header>
      {gate.isPending ? (
        <Skeleton className="h-32 w-full" aria-busy aria-label="Loading AI Training" />
      ) : refused ? (
        <StaffOnlyNotice title="AI Training" />
      ) : gate.error ? (
        <Alert variant="destructive">
          <AlertTitle>AI Training could not be opened</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(gate.error)}</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => gate.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Tabs defaultValue="agents">
          <TabsList>
            <TabsTrigger value="agents">Agents</TabsTrigger>
            <TabsTrigger value="knowledge">Knowledge</TabsTrigger>
            <TabsTrigger value="examples">Examples</TabsTrigger>
            <TabsTrigger value="review">Review queue</TabsTrigger>
          </TabsList>
          <TabsContent value="agents">
            <AgentsPanel />
          </TabsContent>
          <TabsContent value="knowledge">
            <KnowledgePanel />
          </TabsContent>
          <TabsContent value="examples">
            <ExamplesPanel />
          </TabsContent>
          <TabsContent value="review">
            <ReviewPanel />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
