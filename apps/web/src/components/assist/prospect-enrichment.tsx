import { SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { type EnrichmentValue, enrichmentFieldLabels, enrichmentStatusLabels } from './enrichment-labels';

function ValueRow({ value, prospectId }: { value: EnrichmentValue; prospectId: string }) {
  const utils = trpc.useUtils();
  const invalidate = useLeadsInvalidation();
  const decide = trpc.assist.decideEnrichment.useMutation({
    onSuccess: async (data) => {
      utils.assist.prospectEnrichment.setData({ id: prospectId }, data);
      await invalidate();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const label = enrichmentFieldLabels[value.field];
  const open = value.status === 'found';
  return (
    <li className="flex flex-col gap-1 rounded-md border p-3" aria-label={`${label}: ${value.value}`}>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block text-muted-foreground text-xs">{label}</span>
          <span className="block break-words font-medium">{value.value}</span>
        </span>
        <Badge variant={value.status === 'applied' ? 'secondary' : 'outline'}>
          {enrichmentStatusLabels[value.status]}
        </Badge>
      </div>
      <span className="text-muted-foreground text-xs">
        {value.source} · {value.confidence}% sure · {new Date(value.foundAt).toLocaleString()}
      </span>
      {open ? (
        <div className="flex gap-2">
          {value.applicable ? (
            <Button
              size="sm"
              disabled={decide.isPending}
              aria-label={`Apply ${label} ${value.value}`}
              onClick={() => decide.mutate({ id: prospectId, valueId: value.id, decision: 'apply' })}
            >
              Apply
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            aria-label={`Dismiss ${label} ${value.value}`}
            onClick={() => decide.mutate({ id: prospectId, valueId: value.id, decision: 'dismiss' })}
          >
            Dismiss
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The drawer's enrichment (issue 33): what the offline rules found, with source, confidence and time.
 * Enriching fills only empty fields; a found value for a filled field waits here to be applied.
 */
export function ProspectEnrichment({ prospectId }: { prospectId: string }) {
  const utils = trpc.useUtils();
  const invalidate = useLeadsInvalidation();
  const values = trpc.assist.prospectEnrichment.useQuery(
    { id: prospectId },
    { meta: { globalErrorToast: false } },
  );
  const enrich = trpc.assist.enrichProspect.useMutation({
    onSuccess: async (data) => {
      utils.assist.prospectEnrichment.setData({ id: prospectId }, data);
      toast.success('Enrichment done: empty fields were filled');
      await invalidate();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section aria-labelledby={`enrichment-${prospectId}`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`enrichment-${prospectId}`} className="font-medium">
          Enrichment
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={enrich.isPending}
          onClick={() => enrich.mutate({ id: prospectId, overwrite: [] })}
        >
          <SparklesIcon aria-hidden />
          {enrich.isPending ? 'Enriching…' : 'Enrich'}
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        Offline rules (no outside service): fills empty fields only; values for filled fields wait for you.
      </p>
      {values.isPending ? (
        <Skeleton aria-label="Loading enrichment" className="h-16 w-full" />
      ) : values.error ? (
        <p className="text-destructive text-sm">
          Enrichment could not be loaded: {errorMessage(values.error)}
        </p>
      ) : values.data.values.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing found yet. Enrich to look.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Enrichment values">
          {values.data.values.map((value) => (
            <ValueRow key={value.id} value={value} prospectId={prospectId} />
          ))}
        </ul>
      )}
    </section>
  );
}
