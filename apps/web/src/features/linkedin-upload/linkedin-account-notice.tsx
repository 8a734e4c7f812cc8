import { Link2Icon, TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';

const SETTINGS_URL = '/dashboard/settings?section=linkedin-settings';

/**
 * Says before Start how the LinkedIn steps will run (issue 28): automatically through the connected
 * account within its daily limit, or, without one (or in manual mode), as tasks done by hand.
 */
export function LinkedinAccountNotice() {
  const account = trpc.linkedinMessaging.account.useQuery(undefined, { meta: { globalErrorToast: false } });
  if (account.isPending)
    return <Skeleton className="h-16 w-full" aria-label="Checking your LinkedIn account" />;
  const data = account.data;
  if (data?.connected && data.kind !== 'manual')
    return (
      <Alert data-testid="linkedin-account-notice" role="status">
        <Link2Icon aria-hidden />
        <AlertTitle>Runs automatically through {data.name}</AlertTitle>
        <AlertDescription>
          Visits, invitations and messages go out within your daily LinkedIn limit ({data.today.limit} today).
        </AlertDescription>
      </Alert>
    );
  return (
    <Alert
      data-testid="linkedin-account-notice"
      role="status"
      className="border-amber-500/50 bg-amber-500/5 text-amber-900 dark:text-amber-100"
    >
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>
        {data?.kind === 'manual'
          ? 'Manual mode: these steps become tasks'
          : account.error
            ? 'Your LinkedIn account could not be checked'
            : 'No LinkedIn account is connected'}
      </AlertTitle>
      <AlertDescription>
        <p>
          {data?.kind === 'manual'
            ? 'Each visit, invitation and message becomes a task on its day, for you to do on LinkedIn.'
            : 'Connect one first, or each visit, invitation and message becomes a task on its day, for you to do by hand. Tasks still open run automatically once you connect.'}
        </p>
        <a href={SETTINGS_URL} className="font-medium underline underline-offset-4">
          {data?.kind === 'manual' ? 'Change it in LinkedIn settings' : 'Connect in LinkedIn settings'}
        </a>
      </AlertDescription>
    </Alert>
  );
}
