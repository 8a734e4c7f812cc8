import type { RouterInputs } from '@leadpath/api';
import { trpc } from '@/lib/trpc';
import { toastCrmFailure, toastFixedFailure, UPDATE_CRM_FAILED } from './crm-toasts';

export type CrmSettingsPatch = RouterInputs['crm']['updateSettings'];

/** The CRM settings and their one update, applied at once and put back if the server refuses (spec §4). */
export function useCrmSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.crm.getSettings.useQuery(undefined, { meta: { globalErrorToast: false } });
  const update = trpc.crm.updateSettings.useMutation({
    meta: { globalErrorToast: false },
    onMutate: async (patch) => {
      await utils.crm.getSettings.cancel();
      const previous = utils.crm.getSettings.getData();
      if (previous) {
        const { fieldMappings, ...rest } = patch;
        const optimistic = Object.fromEntries(
          Object.entries(rest).filter(([, value]) => value !== undefined),
        );
        utils.crm.getSettings.setData(undefined, {
          ...previous,
          ...optimistic,
          fieldMappings: fieldMappings
            ? fieldMappings.map((mapping) => ({ ...mapping, required: mapping.required ?? false }))
            : previous.fieldMappings,
        });
      }
      return { previous };
    },
    onError: (err, patch, context) => {
      if (context?.previous) utils.crm.getSettings.setData(undefined, context.previous);
      // A refused mapping says why (a required mapping); a refused toggle says what the spec says.
      if (patch.fieldMappings) toastCrmFailure(err, UPDATE_CRM_FAILED);
      else toastFixedFailure(err, UPDATE_CRM_FAILED);
    },
    onSuccess: (saved) => utils.crm.getSettings.setData(undefined, saved),
  });
  return { settings, update };
}
