export {
  checkMailAuthentication,
  type DkimSignatureCheck,
  type MailAuthenticationCheck,
  verifyDkimSignatures,
} from './dkim-check.ts';
export {
  createFakeDnsZone,
  type FakeDnsRecord,
  type FakeDnsZone,
  type MailauthResolver,
} from './fake-zone.ts';
export { mailauthResolverOf } from './mailauth-resolver.ts';
export {
  DnsLookupError,
  type DnsResolver,
  type MxRecord,
  NOT_FOUND_CODES,
  normalizeDnsName,
} from './resolver.ts';
export { createSystemDnsResolver, type SystemDnsResolverOptions } from './system-resolver.ts';
