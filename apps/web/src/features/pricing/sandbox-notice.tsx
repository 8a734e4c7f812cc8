import { FlaskConicalIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { trpc } from '@/lib/trpc';

/** Said on the pricing page when the server takes payments through its built-in sandbox checkout. */
export function SandboxNotice() {
  const config = trpc.config.public.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (!config.data?.billingSandbox) return null;
  return (
    <Alert data-slot="billing-sandbox" className="mx-auto max-w-xl">
      <FlaskConicalIcon aria-hidden />
      <AlertTitle>This is a sandbox: no payment is taken</AlertTitle>
      <AlertDescription>
        This server has no payment provider set up. Choosing a plan opens a sandbox checkout that asks for no
        card and charges nothing, and the plan changes at once.
      </AlertDescription>
    </Alert>
  );
}
