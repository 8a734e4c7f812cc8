import { addDomainSchema } from '@leadpath/core/schemas/domains';
import { GlobeIcon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField } from '@/components/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DomainCard } from './domain-card';
import { DOMAIN_ADDED } from './domain-texts';

/** Domains (issue 20): sending domains, the DNS records to publish, and their verification. */
export function DomainsPage() {
  const list = trpc.domains.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  const demo = list.data?.resolver === 'demo';
  const domains = list.data?.domains ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">Domains</h1>
        <p className="max-w-3xl text-muted-foreground text-sm">
          Add the domain you send from. Leadpath makes a DKIM key for it and shows the DNS records to publish
          (SPF, DKIM, DMARC, and MX for replies). Once they check out, your sequence mail from that domain is
          DKIM-signed, as Gmail and Yahoo require of bulk senders.
        </p>
      </header>

      {demo ? (
        <Alert data-testid="demo-resolver-notice">
          <AlertTitle>Demo DNS zone in use</AlertTitle>
          <AlertDescription>
            This server does not look records up in real DNS (DNS_RESOLVER=demo). Verification reads a
            built-in demo zone that only you fill, with “Publish in demo zone” or by editing a record there.
            Publishing at your real DNS provider has no effect here.
          </AlertDescription>
        </Alert>
      ) : null}

      <AddDomainForm />

      {list.error ? (
        <Alert variant="destructive">
          <AlertTitle>Your domains could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(list.error)}</p>
            <Button variant="outline" size="sm" className="text-foreground" onClick={() => list.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading domains" className="flex flex-col gap-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : domains.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <GlobeIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">No sending domains yet</p>
          <p className="max-w-md text-muted-foreground text-sm">
            Add the domain of the address your mailboxes send from, e.g. acme.com for sam@acme.com.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
          {domains.map((domain) => (
            <DomainCard key={domain.id} domain={domain} demo={demo} />
          ))}
        </div>
      )}
    </div>
  );
}

function AddDomainForm() {
  const id = useId();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const add = trpc.domains.add.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success(DOMAIN_ADDED);
      setDomain('');
      void utils.domains.list.invalidate();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = addDomainSchema.safeParse({ domain });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate({ domain: parsed.data.domain });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a sending domain"
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="sm:w-96">
        <TextField
          id={`${id}-domain`}
          label="Domain"
          placeholder="acme.com"
          autoCapitalize="none"
          spellCheck={false}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          error={error}
        />
      </div>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={add.isPending}>
        {add.isPending ? <Spinner aria-hidden /> : <PlusIcon aria-hidden />}
        Add domain
      </Button>
    </form>
  );
}
