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
      return {
        ...previous,
        ...optimistic,
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
  });
  return { settings, update };
}
