import { PencilIcon, PlusIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { PlayDialog } from './play-dialog';
import { actionInWords, lastRunInWords, type Play, triggerInWords } from './play-words';

/** A playbook's triggered plays on its card: what starts each, what it does, its last run; add, edit, delete. */
export function PlaysPanel({
  playbookId,
  playbookName,
  personas,
}: {
  playbookId: string;
  playbookName: string;
  personas: readonly { name: string }[];
}) {
  const plays = usePlays(playbookId);
  const sequences = trpc.sequences.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  const [editing, setEditing] = useState<Play | 'new' | null>(null);
  const sequenceName = (id: string | null) =>
    id
      ? (sequences.data?.sequences.find((s) => s.id === id)?.name ?? 'a sequence')
      : 'the persona’s sequence';

  return (
    <section aria-label={`${playbookName} triggered plays`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-sm">Triggered plays</h3>
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          Add a play
        </Button>
      </div>
      <PlaysBody plays={plays} sequenceName={sequenceName} playbookId={playbookId} onEdit={setEditing} />
      {editing ? (
        <PlayDialog
          playbookId={playbookId}
          personas={personas}
          play={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
        />
      ) : null}
    </section>
  );
}

type PlaysQuery = ReturnType<typeof usePlays>;
const usePlays = (id: string) =>
  trpc.playbooks.plays.list.useQuery({ id }, { meta: { globalErrorToast: false } });

function PlaysBody({
  plays,
  sequenceName,
  playbookId,
  onEdit,
}: {
  plays: PlaysQuery;
  sequenceName: (id: string | null) => string;
  playbookId: string;
  onEdit: (play: Play) => void;
}) {
  if (plays.error)
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <p>The plays could not be loaded: {errorMessage(plays.error)}</p>
          <Button variant="outline" size="sm" className="text-foreground" onClick={() => plays.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (plays.isPending)
    return <Skeleton className="h-12 w-full" role="status" aria-busy="true" aria-label="Loading plays" />;
  if (plays.data.plays.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-md border border-dashed p-3 text-muted-foreground text-sm">
        <ZapIcon aria-hidden className="size-4 shrink-0" />
        No triggered plays yet: act when a prospect is created, a meeting is booked, a reply arrives or none
        does.
      </p>
    );
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {plays.data.plays.map((play) => (
        <PlayRow
          key={play.id}
          play={play}
          playbookId={playbookId}
          sequenceName={sequenceName}
          onEdit={onEdit}
        />
      ))}
    </ul>
  );
}

function PlayRow({
  play,
  playbookId,
  sequenceName,
  onEdit,
}: {
  play: Play;
  playbookId: string;
  sequenceName: (id: string | null) => string;
  onEdit: (play: Play) => void;
}) {
  const utils = trpc.useUtils();
  const remove = trpc.playbooks.plays.delete.useMutation({
    onSuccess: (data) => {
      utils.playbooks.plays.list.setData({ id: playbookId }, data);
      toast.success(`${play.name} deleted`);
    },
  });
  return (
    <li
      className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between"
      aria-label={play.name}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
          {play.name}
          {play.enabled ? null : <Badge variant="outline">Disabled</Badge>}
        </p>
        <p className="text-muted-foreground text-sm">
          {triggerInWords(play)}
          {play.persona ? ` · ${play.persona}` : ''} → {actionInWords(play, sequenceName)}
        </p>
        <p className="text-muted-foreground text-xs" data-testid="play-last-run">
          {play.lastRun ? lastRunInWords(play.lastRun) : 'Not run yet'}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${play.name}`} onClick={() => onEdit(play)}>
          <PencilIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${play.name}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: playbookId, playId: play.id })}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
