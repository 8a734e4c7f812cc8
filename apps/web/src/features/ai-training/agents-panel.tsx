import { type AgentKind, agentKinds, agentNames } from '@leadpath/core/schemas/ai-training';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { CasesList } from './cases-list';
import { DraftEditor } from './draft-editor';
import { LoadState } from './load-state';
import { VersionHistory } from './version-history';

/** The four agents to pick from, and the picked one's draft, versions and audit. */
export function AgentsPanel() {
  const [kind, setKind] = useState<AgentKind>('email-writer');
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Agent</legend>
        {agentKinds.map((each) => (
          <Button
            key={each}
            variant={each === kind ? 'default' : 'outline'}
            size="sm"
            aria-pressed={each === kind}
            onClick={() => setKind(each)}
          >
            {agentNames[each]}
          </Button>
        ))}
      </fieldset>
      <AgentDetailView kind={kind} />
    </div>
  );
}

function AgentDetailView({ kind }: { kind: AgentKind }) {
  const agent = trpc.aiTraining.agent.useQuery({ kind }, { meta: { globalErrorToast: false } });
  const utils = trpc.useUtils();
  const createDraft = trpc.aiTraining.createDraft.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => utils.aiTraining.agent.invalidate({ kind }),
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!agent.data) return <LoadState query={agent} what={agentNames[kind]} />;
  const detail = agent.data;
  const draft = detail.versions.find((version) => version.status === 'draft');
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {detail.name}
            <Badge variant="secondary">
              {detail.publishedVersion ? `Version ${detail.publishedVersion} published` : 'Built-in defaults'}
            </Badge>
            {!detail.hasRuntime && <Badge variant="outline">No runtime yet</Badge>}
          </CardTitle>
          <CardDescription>Runs on: {detail.runtimeLabel}</CardDescription>
        </CardHeader>
        {!draft && (
          <CardContent>
            <Button onClick={() => createDraft.mutate({ kind })} disabled={createDraft.isPending}>
              New draft version
            </Button>
          </CardContent>
        )}
      </Card>
      {draft && <DraftEditor key={draft.id} version={draft} />}
      <CasesList kind={kind} />
      <VersionHistory detail={detail} />
    </div>
  );
}
