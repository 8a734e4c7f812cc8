import { type AgentVersion, agentOutputKindLabels } from '@leadpath/core/schemas/ai-training';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { LoadState } from './load-state';

const PAGE = 5;
const when = (ms: number) => new Date(ms).toLocaleString();

/** Where a version's outputs went (ADR 073): counts by kind and the newest, a page at a time. */
export function VersionOutputs({ version }: { version: AgentVersion }) {
  // One cursor per page shown; the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <section aria-label={`Outputs of version ${version.number}`} className="flex flex-col gap-2">
      <h3 className="font-medium text-sm">Outputs of version {version.number}</h3>
      {cursors.map((cursor, index) => (
        <OutputsPage
          key={cursor ?? 'first'}
          versionId={version.id}
          cursor={cursor}
          first={index === 0}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors((previous) => [...previous, next])}
        />
      ))}
    </section>
  );
}

function OutputsPage({
  versionId,
  cursor,
  first,
  last,
  onMore,
}: {
  versionId: string;
  cursor: string | undefined;
  first: boolean;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const page = trpc.aiTraining.versionOutputs.useQuery(
    { id: versionId, cursor, limit: PAGE },
    { meta: { globalErrorToast: false } },
  );
  if (!page.data) return <LoadState query={page} what="The version's outputs" />;
  const { counts, total, outputs, nextCursor } = page.data;
  return (
    <>
      {first &&
        (total === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing made by this version yet.</p>
        ) : (
          <ul aria-label="Outputs by kind" className="flex flex-wrap gap-2">
            {counts.map((entry) => (
              <li key={entry.kind}>
                <Badge variant="secondary">
                  {agentOutputKindLabels[entry.kind]}: {entry.count}
                </Badge>
              </li>
            ))}
          </ul>
        ))}
      {outputs.length > 0 && (
        <ul className="flex flex-col divide-y rounded-md border text-sm">
          {outputs.map((output) => (
            <li
              key={output.id}
              className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3"
            >
              <span className="min-w-0 flex-1 break-words">
                {output.link ? (
                  <a href={output.link} className="font-medium underline underline-offset-4">
                    {output.what}
                  </a>
                ) : (
                  <span className="font-medium">{output.what}</span>
                )}
                <span className="text-muted-foreground">
                  {output.prospectName ? ` — for ${output.prospectName}` : ''}
                  {output.ownerEmail ? ` (${output.ownerEmail})` : ''}
                </span>
              </span>
              <time
                className="shrink-0 text-muted-foreground text-xs"
                dateTime={new Date(output.at).toISOString()}
              >
                {when(output.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {last && nextCursor && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onMore(nextCursor)}>
          Show older outputs
        </Button>
      )}
    </>
  );
}
