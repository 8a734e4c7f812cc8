import { type IntegrationKey, integrationReturnPath } from '@leadpath/core';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

export const POPUP_BLOCKED =
  'Your browser blocked the connection window. Allow pop-ups for this site and try again.';

/** Resolves once a window is closed: the auth service's hosted page has no way back to the app. */
function whenClosed(popup: Window): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer);
      resolve();
    }, 500);
  });
}

/**
 * Starts the connect flow. The sandbox consent page is the app's own: the browser goes there and
 * comes back by redirect. An auth service's hosted page (Nango) opens in a popup; once it closes,
 * the server is asked to confirm the user's new connection, and the settings show the result.
 */
export function useConnectApp() {
  const [waitingFor, setWaitingFor] = useState<IntegrationKey | null>(null);
  const save = trpc.integrations.save.useMutation({ meta: { globalErrorToast: false } });
  const connect = trpc.integrations.connect.useMutation({
    onSuccess: async ({ url, opensIn }, { providerConfigKey }) => {
      if (opensIn === 'same') return window.location.assign(url);
      const popup = window.open(url, 'leadpath-connect', 'popup,width=520,height=720');
      if (!popup) {
        toast.error(POPUP_BLOCKED);
        return;
      }
      setWaitingFor(providerConfigKey);
      await whenClosed(popup);
      const saved = await save.mutateAsync({ providerConfigKey }).then(
        () => true,
        () => false,
      );
      window.location.assign(integrationReturnPath(providerConfigKey, saved));
    },
  });
  const leaving = connect.isPending || (connect.isSuccess && connect.data.opensIn === 'same');
  return {
    connect: (providerConfigKey: IntegrationKey) => connect.mutate({ providerConfigKey }),
    /** The app being connected: until the browser leaves, or while its popup is open. */
    connecting: leaving ? (connect.variables?.providerConfigKey ?? null) : waitingFor,
  };
}
