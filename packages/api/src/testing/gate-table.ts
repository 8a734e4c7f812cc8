import { canExportData, canUseFeature, type FeatureKey, hasProductAccess } from '@leadpath/core';
import type { UserRow } from '@leadpath/db';

/**
 * The gate each procedure declares, as the procedure builders of packages/api/src/trpc.ts name them:
 * public, authed (signed in, not deactivated), self (authed and not impersonating), access (spec §6
 * access rule), a feature (spec §6 feature gate), admin (the signed-in person is Admin staff and
 * signs in with two factors), an export (the feature gate, or an expired trial downloading its own list).
 * A list means every gate of it must pass.
 */
export type Gate =
  | 'public'
  | 'authed'
  | 'self'
  | 'access'
  | { feature: FeatureKey }
  | { export: FeatureKey }
  | 'admin';

const companies = { feature: 'companies' } as const;
const prospects = { feature: 'prospects' } as const;
const customOutreach = { feature: 'custom-outreach' } as const;
const powerDialer = { feature: 'power-dialer' } as const;
const goToMarket = { feature: 'go-to-market' } as const;

/** The one table the authorization matrix expects from; a new procedure needs a row here. */
export const gateOf: Record<string, Gate | Gate[]> = {
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.twoFactor': 'public',
  'signUp.create': 'public',
  'signUp.verifyEmail': 'public',
  'signUp.resendVerification': 'self',
  'signUp.forgotPassword': 'public',
  'signUp.resetPassword': 'public',
  'setup.status': 'public',
  'setup.createFirstAdmin': 'public',
  'user.fetch': 'authed',
  'user.role': 'authed',
  'profile.update': 'authed',
  'profile.uploadAvatar': 'authed',
  'account.changePassword': 'self',
  'account.sessions': 'self',
  'account.revokeSession': 'self',
  'account.revokeOtherSessions': 'self',
  'account.delete': 'self',
  'emailChange.request': 'self',
  'emailChange.confirm': 'public',
  'twoFactor.status': 'self',
  'twoFactor.beginSetup': 'self',
  'twoFactor.confirmSetup': 'self',
  'twoFactor.disable': 'self',
  'companies.count': companies,
  'companies.list': companies,
  'companies.exportCsv': { export: 'companies' },
  'companies.get': companies,
  'companies.create': companies,
  'companies.update': companies,
  'companies.delete': companies,
  'companies.bulkDelete': companies,
  'prospects.count': prospects,
  'prospects.summary': prospects,
  'prospects.list': prospects,
  'prospects.exportCsv': { export: 'prospects' },
  'prospects.titles': prospects,
  'prospects.sendingTimeZone': prospects,
  'home.checklist': { feature: 'home' },
  'prospects.get': prospects,
  'prospects.create': prospects,
  'prospects.update': prospects,
  'prospects.setPersonality': prospects,
  'prospects.updateGuide': prospects,
  'prospects.delete': prospects,
  'prospects.bulkDelete': prospects,
  'prospects.import': prospects,
  'assist.enrichProspect': prospects,
  'assist.enrichSelection': prospects,
  'assist.enrichmentRun': prospects,
  'assist.prospectEnrichment': prospects,
  'assist.decideEnrichment': prospects,
  'assist.draftStep': customOutreach,
  'assist.replyClass': 'authed',
  'assist.correctReplyClass': 'authed',
  'crm.getSettings': 'access',
  'crm.updateSettings': 'access',
  'crm.checkConnection': 'access',
  'crm.disconnect': 'access',
  'crm.salesforceFields': 'access',
  'crm.hubspotFields': 'access',
  'crm.createSalesforceField': 'access',
  'crm.createHubspotProperty': 'access',
  'crm.syncStats': 'access',
  'crm.syncLeads': 'access',
  'crm.testSync': 'access',
  'crm.syncStatus': 'access',
  'admin.searchUsers': 'admin',
  'admin.setPlan': 'admin',
  'admin.impersonate': 'admin',
  'admin.stopImpersonate': 'admin',
  'admin.auditLog': 'admin',
  'aiTraining.agents': 'admin',
  'aiTraining.agent': 'admin',
  'aiTraining.createDraft': 'admin',
  'aiTraining.updateVersion': 'admin',
  'aiTraining.deleteVersion': 'admin',
  'aiTraining.evaluate': 'admin',
  'aiTraining.latestEvaluation': 'admin',
  'aiTraining.publish': 'admin',
  'aiTraining.rollback': 'admin',
  'aiTraining.knowledge': 'admin',
  'aiTraining.addKnowledge': 'admin',
  'aiTraining.importKnowledge': 'admin',
  'aiTraining.deleteKnowledge': 'admin',
  'aiTraining.cases': 'admin',
  'aiTraining.addCase': 'admin',
  'aiTraining.deleteCase': 'admin',
  'aiTraining.reviewList': 'admin',
  'aiTraining.reviewGet': 'admin',
  'aiTraining.reviewEdit': 'admin',
  'aiTraining.reviewApprove': 'admin',
  'aiTraining.reviewReject': 'admin',
  'aiTraining.reviewRegenerate': 'admin',
  'aiTraining.examples': 'admin',
  'aiTraining.example': 'admin',
  'aiTraining.addExample': 'admin',
  'aiTraining.updateExample': 'admin',
  'aiTraining.deleteExample': 'admin',
  'apiAccess.settings': 'access',
  'apiAccess.updateSettings': 'access',
  'apiAccess.keys': 'access',
  'apiAccess.createKey': ['self', 'access'],
  'apiAccess.updateKey': 'access',
  'apiAccess.deleteKey': 'access',
  'webhooks.list': 'access',
  'webhooks.create': ['self', 'access'],
  'webhooks.get': 'access',
  'webhooks.update': ['self', 'access'],
  'webhooks.delete': 'access',
  'webhooks.rotateSecret': ['self', 'access'],
  'webhooks.deliveries': 'access',
  'webhooks.redeliver': 'access',
  'webhooks.sendTest': 'access',
  'domains.list': 'access',
  'domains.add': 'access',
  'domains.get': 'access',
  'domains.verify': 'access',
  'domains.delete': 'access',
  'domains.publishDemoRecords': 'access',
  'domains.setDemoRecord': 'access',
  'appearance.update': 'authed',
  'billing.plans': 'public',
  'billing.subscription': 'authed',
  'billing.checkout': 'self',
  'billing.portal': 'self',
  'billing.webhook': 'public',
  'billing.sandboxCheckout': 'self',
  'billing.sandboxCompleteCheckout': 'self',
  'billing.sandboxCancelCheckout': 'self',
  'billing.sandboxPortal': 'self',
  'billing.sandboxInvoices': 'self',
  'linkedin.retrieveSettings': 'access',
  'linkedin.updateIntegration': 'access',
  'linkedin.switch': 'access',
  'linkedin.searchPlaces': 'access',
  'linkedin.resolvePlace': 'access',
  'linkedinUpload.upload': { feature: 'linkedin-sequence' },
  'linkedinUpload.sequences': { feature: 'linkedin-sequence' },
  'linkedinAnalytics.get': { feature: 'linkedin-analytics' },
  'linkedinAnalytics.csv': { feature: 'linkedin-analytics' },
  'linkedinMessaging.account': 'access',
  'linkedinMessaging.connect': 'access',
  'linkedinMessaging.sync': 'access',
  'linkedinMessaging.simulateSignal': 'access',
  'linkedinMessaging.conversations': { feature: 'linkedin-messaging' },
  'linkedinMessaging.thread': { feature: 'linkedin-messaging' },
  'linkedinMessaging.markRead': { feature: 'linkedin-messaging' },
  'linkedinMessaging.send': { feature: 'linkedin-messaging' },
  'linkedinMessaging.correctReplyClass': { feature: 'linkedin-messaging' },
  'calendar.retrieveAvailability': 'access',
  'calendar.calendarSwitch': 'access',
  'calendar.updateAvailability': 'access',
  'booking.page': 'public',
  'booking.slots': 'public',
  'booking.book': 'public',
  'areas.status': 'authed',
  'signature.get': 'authed',
  'signature.edit': 'authed',
  'signature.createTestDraft': 'authed',
  'team.members': 'authed',
  'team.invite': 'authed',
  'team.actions': 'authed',
  'team.acceptInvite': 'self',
  'team.invitations': 'authed',
  'team.resendInvitation': 'authed',
  'team.revokeInvitation': 'authed',
  'team.rename': 'authed',
  'mailboxes.outbox': 'authed',
  'mailboxes.list': 'authed',
  'mailboxes.connectSmtp': 'authed',
  'mailboxes.connectAccount': 'authed',
  'mailboxes.update': 'authed',
  'mailboxes.remove': 'authed',
  'mailboxes.test': 'authed',
  'mailboxes.testSettings': 'authed',
  'mailboxes.inbox': 'authed',
  'mailboxes.inboxMessage': 'authed',
  'mailboxes.markRead': 'authed',
  'mailboxes.reply': 'authed',
  'inbound.conversation': 'authed',
  'inbound.simulateReply': 'authed',
  'inbound.inbound': 'authed',
  'inbound.suppressions': 'authed',
  'chatExport.lists': 'authed',
  'chatExport.file': 'authed',
  'config.public': 'public',
  'integrations.list': 'authed',
  'integrations.catalogue': 'authed',
  'integrations.connect': 'access',
  'integrations.save': 'access',
  'integrations.deauthorize': 'authed',
  'integrations.sandbox.session': 'access',
  'integrations.sandbox.decide': 'access',
  'sequences.list': customOutreach,
  'sequences.create': customOutreach,
  'sequences.get': customOutreach,
  'sequences.update': customOutreach,
  'sequences.delete': customOutreach,
  'sequences.activate': customOutreach,
  'sequences.pause': customOutreach,
  'sequences.enrollments': customOutreach,
  'sequences.enroll': customOutreach,
  'sequences.previewEnrollment': customOutreach,
  'sequences.removeEnrollment': customOutreach,
  'sequences.pauseEnrollment': customOutreach,
  'sequences.resumeEnrollment': customOutreach,
  'sequences.schedule': customOutreach,
  'sequences.stats': customOutreach,
  'sequences.prospectActivity': customOutreach,
  'sequences.recordSignal': customOutreach,
  'outreach.settings': customOutreach,
  'outreach.updateSettings': customOutreach,
  'outreach.tasks': customOutreach,
  'outreach.completeTask': customOutreach,
  'dialer.dispositions': powerDialer,
  'dialer.settings': powerDialer,
  'dialer.updateSettings': powerDialer,
  'dialer.start': powerDialer,
  'dialer.session': powerDialer,
  'dialer.next': powerDialer,
  'dialer.logCall': powerDialer,
  'dialer.replaceDispositions': powerDialer,
  'dialer.script': powerDialer,
  'dialer.updateScript': powerDialer,
  'dialer.updateCall': powerDialer,
  'dialer.calls': powerDialer,
  'dialer.placeCall': powerDialer,
  'dialer.hangUp': powerDialer,
  'dialer.dropVoicemail': powerDialer,
  'dialer.sendDigits': powerDialer,
  'dialer.carrierStatus': 'public',
  'dialer.voices': powerDialer,
  'dialer.createVoice': powerDialer,
  'dialer.updateVoice': powerDialer,
  'dialer.deleteVoice': powerDialer,
  'dialer.previewVoice': powerDialer,
  'playbooks.templates': goToMarket,
  'playbooks.list': goToMarket,
  'playbooks.create': goToMarket,
  'playbooks.get': goToMarket,
  'playbooks.update': goToMarket,
  'playbooks.delete': goToMarket,
  'playbooks.activate': goToMarket,
  'playbooks.setStatus': goToMarket,
  'playbooks.audiencePreview': goToMarket,
  'playbooks.playRuns': goToMarket,
  'playbooks.suggestedProfile': goToMarket,
  'playbooks.prospectScores': goToMarket,
  'playbooks.pageScores': goToMarket,
  'playbooks.plays.list': goToMarket,
  'playbooks.plays.create': goToMarket,
  'playbooks.plays.update': goToMarket,
  'playbooks.plays.delete': goToMarket,
  'playbooks.plays.runs': goToMarket,
};

/** Who calls: nobody, a signed-in person acting as themselves, or an Admin acting for someone. */
export interface Caller {
  label: string;
  actor: UserRow | null;
  user: UserRow | null;
  /** The actor signs in with two factors, which the admin tools require. */
  actorHasTwoFactor?: boolean;
}

function passes(gate: Gate, caller: Caller & { actor: UserRow; user: UserRow }, now: number): boolean {
  const { actor, user } = caller;
  if (actor.isDeactivated || user.isDeactivated) return gate === 'public';
  if (gate === 'public' || gate === 'authed') return true;
  if (gate === 'self') return actor.id === user.id;
  if (gate === 'access') return hasProductAccess(user, now);
  if (gate === 'admin') return actor.role === 'Admin' && caller.actorHasTwoFactor === true;
  if ('export' in gate) return canExportData(user, gate.export, now);
  return canUseFeature(user, gate.feature, now);
}

/** The status class a client should see: allowed, or refused with exactly 401 or 403. */
export function expectedOutcome(gate: Gate | Gate[], caller: Caller, now: number): 'allowed' | 401 | 403 {
  const gates = Array.isArray(gate) ? gate : [gate];
  if (gates.every((g) => g === 'public')) return 'allowed';
  if (!caller.actor || !caller.user) return 401;
  const { actor, user } = caller;
  return gates.every((g) => passes(g, { ...caller, actor, user }, now)) ? 'allowed' : 403;
}

/** Allowed calls may still fail on the minimal input (400/404/409...), never on a gate or the server. */
export function matchesOutcome(status: number, outcome: 'allowed' | 401 | 403): boolean {
  if (outcome === 'allowed') return status !== 401 && status !== 403 && status < 500;
  return status === outcome;
}
