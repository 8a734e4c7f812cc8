import type { IntegrationKey } from '@leadpath/core';
import { trpc } from '@/lib/trpc';

/** Starts the connect flow and sends the browser to the consent page, as an OAuth redirect does. */
export function useConnectApp() {
  const connect = trpc.integrations.connect.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return {
    connect: (providerConfigKey: IntegrationKey) => connect.mutate({ providerConfigKey }),
    /** The app being connected, until the browser leaves. */
    connecting:
      connect.isPending || connect.isSuccess ? (connect.variables?.providerConfigKey ?? null) : null,
  };
}
