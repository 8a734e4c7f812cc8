import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { SessionView } from './dialer-session';

type Opener = NonNullable<SessionView['current']>['script']['modelOpener'];

/**
 * The opener a configured language model wrote for the prospect on screen (ADR 073), or why there is
 * none. The team's opener above is a template and is never called AI; this one names its model.
 */
export function ModelOpener({ opener }: { opener: Opener }) {
  return (
    <section aria-labelledby="model-opener" data-slot="model-opener" className="flex flex-col gap-2">
      <h3 id="model-opener" className="font-medium">
        Opener for this prospect
      </h3>
      <OpenerBody opener={opener} />
    </section>
  );
}

function OpenerBody({ opener }: { opener: Opener }) {
  switch (opener.status) {
    case 'no-model':
      return <p className="text-muted-foreground">{opener.message}</p>;
    case 'writing':
      return (
        <div className="flex flex-col gap-1" aria-busy>
          <p className="text-muted-foreground">Being written by {opener.model}…</p>
          <Skeleton className="h-10 w-full" />
        </div>
      );
    case 'ready':
      return (
        <figure className="flex flex-col gap-1">
          <blockquote className="whitespace-pre-wrap border-l-2 pl-3">{opener.text}</blockquote>
          <figcaption className="text-muted-foreground text-xs">Written by {opener.model}</figcaption>
        </figure>
      );
    case 'blocked':
      return (
        <Alert>
          <AlertTitle>Not shown: the opener failed the call script’s guardrails</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {opener.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      );
    case 'failed':
      return (
        <p className="text-muted-foreground">
          {opener.model} wrote no opener: {opener.reasons.join(' ')} Use the team’s opener.
        </p>
      );
  }
}
