import { DISPOSITION_EFFECTS, dispositionListSchema } from '@leadpath/core/schemas/dialer';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Effect = (typeof DISPOSITION_EFFECTS)[number];
type Entry = { key: string; id?: string; label: string; effect: Effect };

/** What each meaning does, as the rep reads it. */
const EFFECT_LABELS: Record<Effect, string> = {
  none: 'Only logs the call',
  meeting: 'Meeting booked: stops sequences',
  do_not_call: 'Do not call: stops sequences',
  bad_number: 'Bad number: counts toward skipping it',
};

let nextKey = 0;
const keyed = (entry: Omit<Entry, 'key'>): Entry => ({ ...entry, key: `entry-${nextKey++}` });

/** The team's disposition list: rename, reorder, add, remove; each keeps what it does. */
export function DispositionsCard() {
  const utils = trpc.useUtils();
  const errorId = useId();
  const list = trpc.dialer.dispositions.useQuery(undefined, { meta: { globalErrorToast: false } });
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (list.data && entries === null) setEntries(list.data.dispositions.map(keyed));
  }, [list.data, entries]);
  const save = trpc.dialer.replaceDispositions.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (saved) => {
      toast.success('Dispositions saved');
      setEntries(saved.dispositions.map(keyed));
      utils.dialer.dispositions.setData(undefined, saved);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  const change = (next: Entry[]) => {
    setEntries(next);
    setError(null);
  };
  const move = (index: number, by: -1 | 1) => {
    if (!entries) return;
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    change(next);
  };
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = dispositionListSchema.safeParse({
      dispositions: (entries ?? []).map(({ id, label, effect }) => ({ id, label, effect })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the list');
    save.mutate(parsed.data);
  }

  return (
    <Card className="max-w-3xl" data-slot="dispositions">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Dispositions</h2>
        </CardTitle>
        <CardDescription>
          The outcomes your team picks after each call, in the picker’s order. Calls already logged keep their
          label.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending || (!list.error && entries === null) ? (
          <Skeleton className="h-24 w-full" aria-busy aria-label="Loading dispositions" />
        ) : list.error ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(list.error)}
          </p>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            <ol aria-label="Dispositions" className="flex flex-col gap-2">
              {(entries ?? []).map((entry, index, all) => (
                <li key={entry.key} className="flex flex-wrap items-center gap-2">
                  <Input
                    aria-label={`Disposition ${index + 1}`}
                    className="min-w-40 flex-1"
                    value={entry.label}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) =>
                      change(
                        all.map((other) =>
                          other === entry ? { ...other, label: event.target.value } : other,
                        ),
                      )
                    }
                  />
                  <NativeSelect
                    aria-label={`What ${entry.label || `disposition ${index + 1}`} does`}
                    value={entry.effect}
                    onChange={(event) =>
                      change(
                        all.map((other) =>
                          other === entry ? { ...other, effect: event.target.value as Effect } : other,
                        ),
                      )
                    }
                  >
                    {DISPOSITION_EFFECTS.map((effect) => (
                      <option key={effect} value={effect}>
                        {EFFECT_LABELS[effect]}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${entry.label} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${entry.label} down`}
                    disabled={index === all.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove ${entry.label}`}
                    onClick={() => change(all.filter((other) => other !== entry))}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
            <FieldError id={errorId} role="alert">
              {error}
            </FieldError>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => change([...(entries ?? []), keyed({ label: '', effect: 'none' })])}
              >
                <PlusIcon aria-hidden />
                Add disposition
              </Button>
              <Button type="submit" disabled={save.isPending}>
                Save dispositions
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
