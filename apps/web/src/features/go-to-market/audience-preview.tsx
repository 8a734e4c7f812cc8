import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { audienceInWords } from './audience-words';

/** How many companies and prospects the profile reaches, live as it changes, with a scored sample. */
export function AudiencePreview({
  playbookId,
  profile,
}: {
  playbookId: string;
  profile: IdealCustomerProfile;
}) {
  const debounced = useDebouncedValue(profile, 300);
  const preview = trpc.playbooks.audiencePreview.useQuery(
    { id: playbookId, profile: debounced },
    { meta: { globalErrorToast: false }, placeholderData: (previous) => previous },
  );
  return (
    <section aria-labelledby="audience-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h3 id="audience-heading" className="font-medium">
        Audience
      </h3>
      {preview.error ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(preview.error)}</AlertDescription>
        </Alert>
      ) : !preview.data ? (
        <Skeleton className="h-16 w-full" aria-busy aria-label="Counting the audience" />
      ) : (
        <>
          <p
            aria-live="polite"
            aria-busy={preview.isFetching}
            data-testid="audience-count"
            className="font-semibold text-lg tabular-nums"
          >
            {audienceInWords(preview.data)}
          </p>
          {preview.data.sample.length ? (
            <ul aria-label="Sample of matching prospects" className="flex flex-col divide-y text-sm">
              {preview.data.sample.map((row) => (
                <li key={row.id} className="flex items-baseline justify-between gap-2 py-1.5">
                  <span className="min-w-0 truncate">
                    <span className="font-medium">{row.name}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      · {row.title || 'No title'}
                      {row.company ? ` at ${row.company}` : ''}
                    </span>
                  </span>
                  <span
                    className="shrink-0 tabular-nums"
                    title={row.reasons
                      .map((r) => `${r.points > 0 ? '+' : ''}${r.points} ${r.reason}`)
                      .join('\n')}
                  >
                    {row.score} pts
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">No prospect matches this profile yet.</p>
          )}
        </>
      )}
    </section>
  );
}
