import { type CrmProviderKey, SALESFORCE_FIELD_REFETCH_DELAY_MS } from '@leadpath/core';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HubspotPropertyDialog } from './hubspot-property-dialog';
import { SalesforceFieldDialog } from './salesforce-field-dialog';

/** Opens the provider's custom field dialog; Salesforce fields are refetched 3 s later (spec §4, §9). */
export function CustomFieldButton({
  provider,
  onCreated,
}: {
  provider: CrmProviderKey;
  onCreated: () => void;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function afterSalesforceField() {
    clearTimeout(timer.current);
    // A Salesforce metadata deployment lands a moment after the call returns.
    timer.current = setTimeout(onCreated, SALESFORCE_FIELD_REFETCH_DELAY_MS);
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {provider === 'salesforce' ? 'Create custom field' : 'Create HubSpot property'}
      </Button>
      {provider === 'salesforce' ? (
        <SalesforceFieldDialog open={open} onOpenChange={setOpen} onCreated={afterSalesforceField} />
      ) : (
        <HubspotPropertyDialog open={open} onOpenChange={setOpen} onCreated={onCreated} />
      )}
    </>
  );
}
