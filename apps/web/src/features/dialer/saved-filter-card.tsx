import { MAX_SESSION_PROSPECTS } from '@leadpath/core/schemas/dialer';
import { Link } from '@tanstack/react-router';
import { BookmarkIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';

/** A session over a saved Prospects filter: its prospects in the list's order. */
export function SavedFilterCard({ pending, onStart }: { pending: boolean; onStart: (id: string) => void }) {
  const list = trpc.prospects.savedFilters.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  const [chosen, setChosen] = useState('');
  const filters = list.data?.savedFilters ?? [];
  const savedFilterId = chosen || filters[0]?.id || '';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookmarkIcon aria-hidden className="size-4 text-muted-foreground" />A saved filter
        </CardTitle>
        <CardDescription>
          The prospects of one of your saved Prospects filters, in the list’s order (the first{' '}
          {MAX_SESSION_PROSPECTS}).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {list.isPending ? (
          <Skeleton className="h-9 w-full" aria-busy aria-label="Loading saved filters" />
        ) : list.error ? (
          <p className="text-destructive text-sm">
            {errorMessage(list.error)}{' '}
            <Button variant="link" size="sm" onClick={() => list.refetch()}>
              Try again
            </Button>
          </p>
        ) : filters.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No saved filters yet. Save the filters of the{' '}
            <Link to="/dashboard/prospects" className="underline underline-offset-4">
              Prospects
            </Link>{' '}
            list to call them here.
          </p>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="dialer-saved-filter">Saved filter</Label>
            <NativeSelect
              id="dialer-saved-filter"
              value={savedFilterId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {filters.map((saved) => (
                <option key={saved.id} value={saved.id}>
                  {saved.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <Button disabled={pending || !savedFilterId} onClick={() => onStart(savedFilterId)}>
          Call this filter
        </Button>
      </CardContent>
    </Card>
  );
}
