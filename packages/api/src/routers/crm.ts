import { createTRPCRouter } from '../trpc.ts';
import { crmFieldProcedures } from './crm-custom-fields.ts';
import { crmSettingsProcedures } from './crm-settings.ts';
import { crmSyncProcedures } from './crm-sync.ts';

/** The crm-settings section (spec §2, §7): settings, connection, fields, custom fields and lead sync. */
export const crmRouter = createTRPCRouter({
  ...crmSettingsProcedures,
  ...crmFieldProcedures,
  ...crmSyncProcedures,
});
