import type { RouterInputs } from '@leadpath/api';
import { trpc } from '@/lib/trpc';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';
import { toastCrmFailure, toastFixedFailure, UPDATE_CRM_FAILED } from './crm-toasts';

export type CrmSettingsPatch = RouterInputs['crm']['updateSettings'];

/** The CRM settings and their one update, applied at once and put back if the server refuses (spec §4). */
export function useCrmSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.crm.getSettings.useQuery(undefined, { meta: { globalErrorToast: false } });
  const optimisticUpdate = useOptimisticToggle({
    cache: utils.crm.getSettings,
    apply: (previous, patch: CrmSettingsPatch) => {
      const { fieldMappings, ...rest } = patch;
      const optimistic = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      const provider = 'provider' in optimistic ? patch.provider : previous.provider;
      return {
        ...previous,
        ...optimistic,
        // The badge follows the chosen provider at once, not the one the last answer was about.
        connected: provider ? previous.connectedProviders.includes(provider) : false,
        fieldMappings: fieldMappings
          ? fieldMappings.map((mapping) => ({ ...mapping, required: mapping.required ?? false }))
          : previous.fieldMappings,
      };
    },
    onFailure: (err, patch) => {
      // A refused mapping says why (a required mapping); a refused toggle says what the spec says.
      if (patch.fieldMappings) toastCrmFailure(err, UPDATE_CRM_FAILED);
      else toastFixedFailure(err, UPDATE_CRM_FAILED);
    },
  });
  const update = trpc.crm.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    ...optimisticUpdate,
    onSuccess: (saved) => utils.crm.getSettings.setData(undefined, saved),
    // Answers to overlapping changes can arrive out of order: settle on what the server holds.
    onSettled: () => utils.crm.getSettings.invalidate(),
  });
  return { settings, update };
}
