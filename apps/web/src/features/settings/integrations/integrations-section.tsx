import { catalogueEntryOf, type IntegrationKey } from '@leadpath/core';
import { Link } from '@tanstack/react-router';
import { AlertCircleIcon, PlugIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus, handleGlobalError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { AuthorizedAppItem } from './authorized-app-item';
import { Confetti } from './confetti';
import { DeauthorizeDialog } from './deauthorize-dialog';
import { useIntegrationReturn } from './use-integration-return';

export const FAILED_TO_DEAUTHORIZE = 'Failed to deauthorize';
export const FAILED_TO_REMOVE = 'Failed to remove integration';

function AddAppsLink() {
  return (
    <Button asChild size="sm" className="self-start sm:self-auto">
      <Link to="/dashboard/integrations">
        <PlusIcon aria-hidden />
        Add apps
      </Link>
    </Button>
  );
}

/** The integrations section (spec §2): authorized apps, Deauthorize, Add apps, and the connect return. */
export function IntegrationsSection() {
  const { confetti, endConfetti } = useIntegrationReturn();
  const utils = trpc.useUtils();
  const integrations = trpc.integrations.list.useQuery();
  const [confirming, setConfirming] = useState<IntegrationKey | null>(null);
  const deauthorize = trpc.integrations.deauthorize.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (result, { providerConfigKey }) => {
      if (!result.success) toast.error(FAILED_TO_REMOVE);
      else toast.success(`${catalogueEntryOf(providerConfigKey).title} deauthorized`);
    },
    onError: (error) => {
      const status = errorStatus(error);
      if (status === 401 || status === 403) handleGlobalError(error);
      else toast.error(FAILED_TO_DEAUTHORIZE);
    },
    onSettled: async () => {
      setConfirming(null);
      await Promise.all([utils.integrations.list.invalidate(), utils.integrations.catalogue.invalidate()]);
    },
  });

  return (
    <div className="flex flex-col gap-6">
      {confetti ? <Confetti onDone={endConfetti} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          Apps you authorized to work with your Leadpath account. Deauthorize an app to revoke its access.
        </p>
        <AddAppsLink />
      </div>

      <section aria-labelledby="authorized-apps-heading" className="flex flex-col gap-3">
        <h3 id="authorized-apps-heading" className="font-medium text-sm">
          Authorized apps
        </h3>
        {integrations.isPending ? (
          <div className="flex flex-col gap-3" aria-busy>
            <Skeleton className="h-20 rounded-lg" />
            <Skeleton className="h-20 rounded-lg" />
          </div>
        ) : integrations.isError ? (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertTitle>Your apps could not be loaded</AlertTitle>
            <AlertDescription>
              <Button variant="outline" size="sm" onClick={() => integrations.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : integrations.data.integrations.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <PlugIcon aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">No apps connected yet</p>
            <p className="max-w-sm text-muted-foreground text-sm">
              Connect your mailbox, calendar, CRM or LinkedIn from Add apps.
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-labelledby="authorized-apps-heading">
            {integrations.data.integrations.map((integration) => (
              <AuthorizedAppItem
                key={integration.providerConfigKey}
                providerConfigKey={integration.providerConfigKey}
                addedDate={integration.addedDate}
                onDeauthorize={() => setConfirming(integration.providerConfigKey)}
              />
            ))}
          </ul>
        )}
      </section>

      <DeauthorizeDialog
        title={confirming ? catalogueEntryOf(confirming).title : null}
        pending={deauthorize.isPending}
        onConfirm={() => confirming && deauthorize.mutate({ providerConfigKey: confirming })}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
