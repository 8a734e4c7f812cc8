import { createTRPCRouter } from '../trpc.ts';
import { crmFieldProcedures } from './custom-fields.ts';
import { crmSettingsProcedures } from './settings.ts';
import { crmSyncProcedures } from './sync.ts';
import { crmSyncStatusProcedures } from './sync-status.ts';

/** The crm-settings section (spec §2, §7): settings, connection, fields, custom fields and lead sync. */
export const crmRouter = createTRPCRouter({
  ...crmSettingsProcedures,
  ...crmFieldProcedures,
  ...crmSyncProcedures,
  ...crmSyncStatusProcedures,
});
