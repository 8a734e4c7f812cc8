import { ListChecksIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SavedFilterCard } from './saved-filter-card';

/** Three ways in: today's call tasks of the sequences, prospects chosen here, or a saved Prospects filter. */
export function StartSession({ onStarted }: { onStarted: (sessionId: string) => void }) {
  const start = trpc.dialer.start.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (view) => onStarted(view.id),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ListChecksIcon aria-hidden className="size-4 text-muted-foreground" />
            Today’s call tasks
          </CardTitle>
          <CardDescription>
            The call steps of your sequences that are due today, oldest first.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button disabled={start.isPending} onClick={() => start.mutate({ source: 'call_tasks' })}>
            Call today’s tasks
          </Button>
        </CardContent>
      </Card>
      <SelectionCard
        pending={start.isPending}
        onStart={(prospectIds) => start.mutate({ source: 'selection', prospectIds })}
      />
      <SavedFilterCard
        pending={start.isPending}
        onStart={(savedFilterId) => start.mutate({ source: 'saved_filter', savedFilterId })}
      />
    </div>
  );
}

function SelectionCard({ pending, onStart }: { pending: boolean; onStart: (ids: string[]) => void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const list = trpc.prospects.list.useQuery({ q: q.trim() || undefined, limit: 50 });
  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersIcon aria-hidden className="size-4 text-muted-foreground" />
          Prospects you choose
        </CardTitle>
        <CardDescription>They are called in the order you tick them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor="dialer-search" className="sr-only">
          Search prospects
        </Label>
        <Input
          id="dialer-search"
          placeholder="Search prospects"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        {list.isPending ? (
          <Skeleton className="h-40 w-full" aria-busy aria-label="Loading prospects" />
        ) : list.error ? (
          <p className="text-destructive text-sm">
            {errorMessage(list.error)}{' '}
            <Button variant="link" size="sm" onClick={() => list.refetch()}>
              Try again
            </Button>
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No prospects match. Add prospects first, then call them here.
          </p>
        ) : (
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label="Prospects to call">
            {list.data.items.map((prospect) => {
              const id = `dialer-pick-${prospect.id}`;
              const name = `${prospect.firstName} ${prospect.lastName}`.trim();
              return (
                <li key={prospect.id} className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-muted">
                  <Checkbox
                    id={id}
                    checked={chosen.includes(prospect.id)}
                    onCheckedChange={(on) => toggle(prospect.id, on === true)}
                  />
                  <Label htmlFor={id} className="flex flex-1 flex-wrap gap-x-2 font-normal">
                    <span>{name}</span>
                    <span className="text-muted-foreground">{prospect.phone || 'no phone'}</span>
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
        <Button disabled={pending || chosen.length === 0} onClick={() => onStart(chosen)}>
          Call {chosen.length || ''} selected
        </Button>
      </CardContent>
    </Card>
  );
}
