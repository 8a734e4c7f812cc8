export {
  type AppDatabase,
  type Db,
  isPostgresUrl,
  type OpenDatabaseOptions,
  openDatabase,
  openSqliteConnection,
  readPoolSizeOf,
  type Tx,
} from './client.ts';
export {
  type CrmSyncTarget,
  crmLinkIsCurrent,
  crmLinkIsPending,
  crmLinkJoin,
  crmSyncStateSql,
  crmSyncTargetOf,
} from './crm-sync-links.ts';
export { demoWelcome } from './demo-welcome.ts';
export {
  appTableNames,
  companySearchCandidates,
  companySearchProbe,
  insertionOrder,
  insertionOrderColumn,
  insertionOrderValue,
  prospectCompanyNameMatch,
  prospectSearchCandidates,
  prospectSearchLooksBroad,
  prospectSearchProbe,
  searchUsesTrigramTables,
  termPattern,
} from './dialect/index.ts';
export type { RunResult } from './driver/async-sqlite.ts';
export { asForegroundRequest, backgroundTurn } from './driver/background-turns.ts';
export { isUniqueViolation } from './driver/errors.ts';
export { preparedOnce } from './driver/prepared-once.ts';
export {
  preparedAll,
  preparedGet,
  preparedRowValues,
  preparedRun,
  preparedValues,
} from './driver/prepared-rows.ts';
export { changesOf, type RawSql, type SqlParams, type WriteResult } from './driver/raw-sql.ts';
export { inSharedCommit } from './driver/shared-commits.ts';
export { insertLeads, insertTeam, insertUser } from './factories.ts';
export { migrateDatabase, migrationsFolder } from './migrate.ts';
export { readerOf } from './read-pool/reader.ts';
export * from './schema/index.ts';
export { companiesSearch, prospectsSearch } from './search-index.ts';
export { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts, seedDemoData } from './seed.ts';
export { demoChats, seedChatsFor, seedDemoChats } from './seed-chats.ts';
export { LARGE_SEED, seedLargeLeads } from './seed-large.ts';
export { timeOrderedId } from './time-ordered-id.ts';
