export type {
  BillingEvent,
  BillingEventType,
  BillingProvider,
  CheckoutRequest,
  PriceIds,
  ProviderSubscription,
  SubscriptionStatus,
  WebhookResult,
} from './billing/billing-provider.ts';
export { BillingProviderError, planOfPrice } from './billing/billing-provider.ts';
export { type AppBillingProvider, createBillingProvider } from './billing/create-billing-provider.ts';
export {
  createSandboxBilling,
  type KnownSubscription,
  type SandboxBillingProvider,
  type SandboxCheckoutSession,
} from './billing/sandbox-billing.ts';
export {
  createStripeBilling,
  readStripeEvent,
  type StripeBillingConfig,
  type StripeBillingProvider,
} from './billing/stripe-billing.ts';
export { signStripePayload, verifyStripeSignature } from './billing/stripe-signature.ts';
export {
  type CrmCredentialSource,
  type CrmCredentials,
  fixedCredentials,
  missingCredentials,
} from './crm/crm-credentials.ts';
export type { CrmHttpOptions } from './crm/crm-http.ts';
export type {
  CreatedCrmField,
  CrmConnectionCheck,
  CrmConnectionErrorType,
  CrmErrorKind,
  CrmField,
  CrmFieldValue,
  CrmProvider,
  CrmProviderFactory,
  CrmRecordInput,
  CrmUpsertResult,
  NewCrmField,
} from './crm/crm-provider.ts';
export { CrmError, connectionCheckOf } from './crm/crm-provider.ts';
export { createHubspotClient, type HubspotConfig } from './crm/hubspot-client.ts';
export { type NangoCrmConnection, nangoCrmCredentials } from './crm/nango-credentials.ts';
export {
  type RequestBooking,
  type RequestPacer,
  type RequestWindowEntry,
  readyAtIn,
} from './crm/request-window.ts';
export {
  createSalesforceClient,
  type SalesforceConfig,
  salesforceRequiredSent,
} from './crm/salesforce-client.ts';
export {
  checkMailAuthentication,
  createFakeDnsZone,
  createSystemDnsResolver,
  type DkimSignatureCheck,
  DnsLookupError,
  type DnsResolver,
  type FakeDnsRecord,
  type FakeDnsZone,
  type MailAuthenticationCheck,
  type MailauthResolver,
  type MxRecord,
  mailauthResolverOf,
  normalizeDnsName,
  verifyDkimSignatures,
} from './dns/index.ts';
export type { FlowEntry, FlowStateStore } from './flow-state/flow-state-store.ts';
export { createTemplateGuideWriter, type GuideWriter } from './guides/guide-writer.ts';
export {
  type AccountSendOptions,
  fixedMailCredentials,
  type MailAccountCredentialSource,
  MailAccountError,
  type MailAccountProvider,
  mailAccountLabels,
  type NangoMailConnection,
  nangoMailCredentials,
} from './mail/account-credentials.ts';
export {
  connectionProblemOf,
  type MailServerRef,
  mailConnectionFailure,
  mailHostRefused,
} from './mail/connection-problem.ts';
export { GMAIL_API, gmailAddressOf, sendViaGmail } from './mail/gmail-sender.ts';
export { GRAPH_API, graphAddressOf, sendViaGraph } from './mail/graph-sender.ts';
export type { MailAttachment, Mailer, OutgoingMail } from './mail/mailer.ts';
export { composeMime } from './mail/mime-message.ts';
export {
  type SmtpConfig,
  type SmtpConnectOptions,
  type SmtpDkimKey,
  SmtpError,
  type SmtpSecurity,
  type SmtpSendOptions,
  type SmtpSendResult,
  sendingDomainOf,
  sendSmtp,
  smtpErrorOf,
  verifySmtp,
} from './mail/smtp-mailer.ts';
export {
  type AddressPolicy,
  isLocalHostName,
  isPublicAddress,
  isRefusedHostAsTyped,
  PrivateAddressError,
  preferredAddress,
  type ResolveHost,
  resolvePublicAddresses,
  systemResolveHost,
} from './net/address-policy.ts';
export type {
  ConnectingUser,
  ConnectionClaim,
  Connector,
  ConnectSession,
  RemoteConnector,
  SandboxConnector,
} from './oauth/connector.ts';
export { ConnectorUnavailableError } from './oauth/connector.ts';
export {
  createNangoConnector,
  type NangoConfig,
  type NangoConnectionLookup,
  readNangoConnection,
} from './oauth/nango-connector.ts';
export { createSandboxConnector } from './oauth/sandbox-connector.ts';
export { createPlacesSearch } from './places/create-places-search.ts';
export { createEmbeddedPlacesSearch } from './places/embedded-places-search.ts';
export { createGooglePlacesSearch } from './places/google-places-search.ts';
export type { PlaceSuggestion, PlacesSearch, ResolvedPlace } from './places/places-search.ts';
export { PlacesServiceError } from './places/places-search.ts';
export { timeZoneOfLocation } from './places/time-zone-of-location.ts';
export { createLocalDiskStorage, UPLOADS_URL_PREFIX } from './storage/local-disk-storage.ts';
export { createS3Storage, type S3StorageConfig } from './storage/s3-storage.ts';
export type { Storage, StoredObject } from './storage/storage.ts';
export { isValidStorageKey } from './storage/storage.ts';
