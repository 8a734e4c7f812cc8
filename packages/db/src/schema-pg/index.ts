import * as sqliteSchema from '../schema/index.ts';
import { derivePgTables, type PgTwin } from './derive.ts';

// The PostgreSQL tables drizzle-kit generates drizzle/pg from (drizzle.pg.config.ts), derived from the
// SQLite tables (ADR 041). Queries keep using the SQLite tables; these exist for migrations and tests.
// Each is exported by name because drizzle-kit finds tables among a module's exports; the test checks
// that every SQLite table has its twin here.

const twins = derivePgTables(sqliteSchema);

function twin(name: keyof typeof sqliteSchema): PgTwin {
  const table = twins[name];
  if (!table) throw new Error(`schema-pg: ${name} is not a SQLite table of packages/db/src/schema`);
  return table;
}

export const accountTokens = twin('accountTokens');
export const aiAgentUses = twin('aiAgentUses');
export const aiAgentVersions = twin('aiAgentVersions');
export const aiCallOpeners = twin('aiCallOpeners');
export const aiEvaluationCases = twin('aiEvaluationCases');
export const aiEvaluationRuns = twin('aiEvaluationRuns');
export const aiKnowledgeItems = twin('aiKnowledgeItems');
export const aiReviewDrafts = twin('aiReviewDrafts');
export const aiTrainingAudit = twin('aiTrainingAudit');
export const aiTrainingExamples = twin('aiTrainingExamples');
export const aiTrainingSettings = twin('aiTrainingSettings');
export const apiAccessSettings = twin('apiAccessSettings');
export const apiKeys = twin('apiKeys');
export const apiRateLimitCounters = twin('apiRateLimitCounters');
export const billingEvents = twin('billingEvents');
export const bookings = twin('bookings');
export const calls = twin('calls');
export const calendarSettings = twin('calendarSettings');
export const chatMessages = twin('chatMessages');
export const chats = twin('chats');
export const companies = twin('companies');
export const crmSettings = twin('crmSettings');
export const crmSyncCounts = twin('crmSyncCounts');
export const crmSyncLinks = twin('crmSyncLinks');
export const crmRequestWindows = twin('crmRequestWindows');
export const demoDnsRecords = twin('demoDnsRecords');
export const dialerDispositions = twin('dialerDispositions');
export const dialerQueueItems = twin('dialerQueueItems');
export const dialerReservations = twin('dialerReservations');
export const dialerSessions = twin('dialerSessions');
export const dialerScripts = twin('dialerScripts');
export const dialerSettings = twin('dialerSettings');
export const doNotCallEntries = twin('doNotCallEntries');
export const emailSignatures = twin('emailSignatures');
export const engineLeases = twin('engineLeases');
export const enrichmentRuns = twin('enrichmentRuns');
export const enrichmentRunSelections = twin('enrichmentRunSelections');
export const enrichmentValues = twin('enrichmentValues');
export const flowStates = twin('flowStates');
export const idempotencyKeys = twin('idempotencyKeys');
export const imapCursors = twin('imapCursors');
export const impersonationAudit = twin('impersonationAudit');
export const impersonationGrants = twin('impersonationGrants');
export const gtmPlaybooks = twin('gtmPlaybooks');
export const gtmPlayRuns = twin('gtmPlayRuns');
export const gtmPlays = twin('gtmPlays');
export const gtmPlayTargets = twin('gtmPlayTargets');
export const gtmTriggeredPlayRuns = twin('gtmTriggeredPlayRuns');
export const inboundMessages = twin('inboundMessages');
export const jobs = twin('jobs');
export const leadCounts = twin('leadCounts');
export const limitCounters = twin('limitCounters');
export const linkedinAccounts = twin('linkedinAccounts');
export const linkedinActions = twin('linkedinActions');
export const linkedinConversations = twin('linkedinConversations');
export const linkedinMessages = twin('linkedinMessages');
export const linkedinSettings = twin('linkedinSettings');
export const mailboxes = twin('mailboxes');
export const outboxMessages = twin('outboxMessages');
export const outreachSettings = twin('outreachSettings');
export const planChanges = twin('planChanges');
export const prospectDayCounts = twin('prospectDayCounts');
export const prospectFactCounts = twin('prospectFactCounts');
export const prospects = twin('prospects');
export const prospectSavedFilters = twin('prospectSavedFilters');
export const sandboxCrmFields = twin('sandboxCrmFields');
export const sandboxCrmOrgs = twin('sandboxCrmOrgs');
export const sandboxCrmRecords = twin('sandboxCrmRecords');
export const sandboxInvoices = twin('sandboxInvoices');
export const scheduledSteps = twin('scheduledSteps');
export const searchOwnerKeys = twin('searchOwnerKeys');
export const sendingDomains = twin('sendingDomains');
export const sequenceEnrollments = twin('sequenceEnrollments');
export const sequenceEvents = twin('sequenceEvents');
export const sequenceStepVariants = twin('sequenceStepVariants');
export const sequenceSteps = twin('sequenceSteps');
export const sequences = twin('sequences');
export const sessions = twin('sessions');
export const subscriptions = twin('subscriptions');
export const suppressedAddresses = twin('suppressedAddresses');
export const tasks = twin('tasks');
export const teamInvites = twin('teamInvites');
export const teamMembers = twin('teamMembers');
export const teams = twin('teams');
export const twoFactorChallenges = twin('twoFactorChallenges');
export const twoFactorCredentials = twin('twoFactorCredentials');
export const twoFactorRecoveryCodes = twin('twoFactorRecoveryCodes');
export const userIntegrations = twin('userIntegrations');
export const users = twin('users');
export const voices = twin('voices');
export const webhookDeliveries = twin('webhookDeliveries');
export const webhookEndpoints = twin('webhookEndpoints');
