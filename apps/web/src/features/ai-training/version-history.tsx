import type { AgentDetail } from '@leadpath/core/schemas/ai-training';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { VersionOutputs } from './version-outputs';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const actionLabel = {
  publish: 'Published',
  'publish-with-override': 'Published with override',
  rollback: 'Rolled back to',
} as const;

/** Every version with its last evaluation, rollback to a past one, and who published what when. */
export function VersionHistory({ detail }: { detail: AgentDetail }) {
  const utils = trpc.useUtils();
  // Whose outputs are shown: the published version's until another is picked.
  const [picked, setPicked] = useState<string | null>(null);
  const shown =
    detail.versions.find((version) => version.id === picked) ??
    detail.versions.find((version) => version.status === 'published');
  const rollback = trpc.aiTraining.rollback.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: async () => {
      toast.success('Rolled back');
      await utils.aiTraining.agent.invalidate({ kind: detail.kind });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Versions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {detail.versions.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No versions yet: the agent runs on its built-in defaults. Start a draft to change it.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Version</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Published</TableHead>
                  <TableHead>Last evaluation</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {detail.versions.map((version) => (
                  <TableRow key={version.id}>
                    <TableCell>{version.number}</TableCell>
                    <TableCell>
                      <Badge variant={version.status === 'published' ? 'default' : 'outline'}>
                        {version.status}
                      </Badge>
                    </TableCell>
                    <TableCell>{when(version.publishedAt)}</TableCell>
                    <TableCell>
                      {version.lastEvaluation
                        ? version.lastEvaluation.passed
                          ? 'Passed'
                          : `Failed ${version.lastEvaluation.failed}`
                        : 'Not run'}
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap justify-end gap-2">
                        {version.status !== 'draft' && (
                          <Button
                            size="sm"
                            variant={shown?.id === version.id ? 'secondary' : 'ghost'}
                            aria-pressed={shown?.id === version.id}
                            onClick={() => setPicked(version.id)}
                          >
                            Outputs of version {version.number}
                          </Button>
                        )}
                        {version.status === 'retired' && version.publishedAt && (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={rollback.isPending}
                            onClick={() => rollback.mutate({ kind: detail.kind, versionId: version.id })}
                          >
                            Roll back to version {version.number}
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {shown && <VersionOutputs key={shown.id} version={shown} />}
        <section aria-label="Publishing audit" className="flex flex-col gap-2">
          <h3 className="font-medium text-sm">Audit</h3>
          {detail.audit.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nothing published yet.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {detail.audit.map((entry) => (
                <li key={entry.id}>
                  {actionLabel[entry.action]} version {entry.versionNumber} by {entry.actorEmail},{' '}
                  {when(entry.at)}
                  {entry.reason && <span className="text-muted-foreground"> — “{entry.reason}”</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
