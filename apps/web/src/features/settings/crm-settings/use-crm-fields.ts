import type { RouterOutputs } from '@leadpath/api';
import type { CrmObject, CrmProviderKey } from '@leadpath/core';
import { trpc } from '@/lib/trpc';

export type CrmFieldItem = RouterOutputs['crm']['salesforceFields']['fields'][number];

const quiet = { meta: { globalErrorToast: false }, retry: false, staleTime: 30_000 } as const;

/** The CRM fields of both objects for the chosen provider; a new provider means new queries (spec §4). */
export function useCrmFields(provider: CrmProviderKey | null) {
  const salesforce = provider === 'salesforce';
  const hubspot = provider === 'hubspot';
  const sfContact = trpc.crm.salesforceFields.useQuery(
    { object: 'Contact' },
    { ...quiet, enabled: salesforce },
  );
  const sfAccount = trpc.crm.salesforceFields.useQuery(
    { object: 'Account' },
    { ...quiet, enabled: salesforce },
  );
  const hsContact = trpc.crm.hubspotFields.useQuery(
    { objectType: 'contacts' },
    { ...quiet, enabled: hubspot },
  );
  const hsAccount = trpc.crm.hubspotFields.useQuery(
    { objectType: 'companies' },
    { ...quiet, enabled: hubspot },
  );
  const [contact, account] = salesforce ? [sfContact, sfAccount] : [hsContact, hsAccount];
  const fields: Record<CrmObject, CrmFieldItem[]> = {
    contact: contact.data?.fields ?? [],
    account: account.data?.fields ?? [],
  };
  return {
    fields,
    isLoading: provider !== null && (contact.isPending || account.isPending),
    error: contact.error ?? account.error ?? null,
    refetch: () => Promise.all([contact.refetch(), account.refetch()]),
  };
}
