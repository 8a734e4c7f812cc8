import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent. A user types the URL and the server POSTs to it, so without a check an
 * endpoint could reach the server's own machine or its private network (SSRF): the address of every
 * delivery must be a public unicast one. The URL is checked as typed when it is saved, and again at
 * each delivery on the addresses its name resolves to (the connection then goes to the address that
 * passed, so a name that changes its answer between the check and the connection gains nothing).
 */
const notPublic = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: reaches IPv4 space through a gateway
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo and others)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address stands for, or null. */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:(?:0{1,4}:)?)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1]!;
  // ::ffff:7f00:1, as URL parsing writes ::ffff:127.0.0.1
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for a public unicast address; false for loopback, private, link-local, unique-local, multicast and the like. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !notPublic.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(bare);
  if (v4) return isIP(v4) === 4 && !notPublic.check(v4, 'ipv4');
  return !notPublic.check(bare, 'ipv6');
}

export const WEBHOOK_HTTPS_REQUIRED = 'The URL must start with https://';
export const WEBHOOK_PRIVATE_TARGET =
  'Webhooks cannot be sent to localhost, private, link-local or multicast addresses. Use a public address.';
export const webhookResolvedToPrivate = (host: string, address: string) =>
  `${host} resolves to ${address}, a localhost, private, link-local or multicast address: not delivered`;

export interface WebhookTargetPolicy {
  /** https only (NODE_ENV=production), unless private targets are allowed. */
  requireHttps: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS=true: development and tests, to reach a receiver on this machine. */
  allowPrivateTargets: boolean;
}

/** Host names that name this machine or the local network rather than a public host. */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    name.endsWith('.home.arpa') ||
    !name.includes('.')
  );
}

/** Why a URL is refused as it is written (checked when saved and before each delivery), or null. */
export function webhookUrlRefusal(rawUrl: string, policy: WebhookTargetPolicy): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'Enter a URL such as https://example.com/webhooks/leadpath';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Enter a URL such as https://example.com/webhooks/leadpath';
  if (policy.allowPrivateTargets) return null;
  if (policy.requireHttps && url.protocol !== 'https:') return WEBHOOK_HTTPS_REQUIRED;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? !isPublicAddress(host) : isLocalName(host)) return WEBHOOK_PRIVATE_TARGET;
  return null;
}

/** The policy of the app's config; absent: https required and private targets refused. */
export function webhookPolicyOf(config: { webhooks?: Partial<WebhookTargetPolicy> }): WebhookTargetPolicy {
  return {
    requireHttps: config.webhooks?.requireHttps ?? true,
    allowPrivateTargets: config.webhooks?.allowPrivateTargets ?? false,
  };
}
