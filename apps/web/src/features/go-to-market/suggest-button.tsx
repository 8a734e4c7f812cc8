import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Fills industries, sizes and titles from the most frequent values of the user's won deals. */
export function SuggestFromWonDeals({
  onSuggested,
}: {
  onSuggested: (profile: IdealCustomerProfile) => void;
}) {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const suggest = async () => {
    setPending(true);
    try {
      const { wonProspects, profile } = await utils.playbooks.suggestedProfile.fetch();
      if (wonProspects === 0) toast.info('No won deals yet: mark prospects as Won to get a suggestion.');
      else {
        onSuggested(profile);
        toast.success(`Suggested from ${wonProspects} won ${wonProspects === 1 ? 'deal' : 'deals'}`);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" className="w-fit" disabled={pending} onClick={suggest}>
      <SparklesIcon aria-hidden />
      Suggest from won deals
    </Button>
  );
}
