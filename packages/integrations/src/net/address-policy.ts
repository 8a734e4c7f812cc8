/**
 * The address policy for connections to hosts a user typed (webhook URLs, SMTP and IMAP servers).
 * Without it a user could make the server reach its own machine or private network (SSRF) and use
 * the answers as a port scanner: every address must be a public unicast one, after DNS resolution
 * too, and the connection then goes to the very address that was checked (no DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

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

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined) => (half ? half.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? fill : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** True for a public unicast address; false for loopback, private, link-local, metadata, multicast and the like. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !notPublic.check(bare, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(bare);
  if (!groups) return false;
  const zeros = (count: number) => groups.slice(0, count).every((g) => g === 0);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address it stands for decides.
  if (zeros(5) && groups[5] === 0xffff) return isPublicAddress(ipv4Of(groups[6]!, groups[7]!));
  // IPv4-compatible (::a.b.c.d, with :: and ::1) and IPv4-translated (::ffff:0:a.b.c.d): never public.
  if (zeros(6) || (zeros(4) && groups[4] === 0xffff && groups[5] === 0)) return false;
  return !notPublic.check(bare, 'ipv6');
}

/** Host names that name this machine or the local network rather than a public host. */
export function isLocalHostName(hostname: string): boolean {
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

/** True when a host as typed (an IP literal or a name) is refused before any DNS lookup. */
export function isRefusedHostAsTyped(host: string): boolean {
  const bare = host.trim().replace(/^\[|\]$/g, '');
  return isIP(bare) ? !isPublicAddress(bare) : isLocalHostName(bare);
}

/** Resolves a host name to every address it has (the DNS step, replaceable in tests). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveHost: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Whether private addresses may be reached (a local mail catcher or receiver in development), and the DNS step. */
export interface AddressPolicy {
  allowPrivate: boolean;
  resolve?: ResolveHost;
}

/** The host, or the address its name resolved to, is not a public one: nothing was connected. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATE';
  constructor(
    readonly host: string,
    readonly address: string | null,
  ) {
    super(
      address && address !== host
        ? `${host} resolves to ${address}, a localhost, private, link-local or metadata address`
        : `${host} is a localhost, private, link-local or metadata address`,
    );
  }
}

/**
 * The addresses a connection to `host` may use: every address its name resolves to, each public
 * (unless the policy allows private ones). Throws PrivateAddressError when the host or any of its
 * addresses is not public, and the resolver's error when the name does not resolve.
 */
export async function resolvePublicAddresses(host: string, policy: AddressPolicy): Promise<LookupAddress[]> {
  const bare = host.trim().replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (!policy.allowPrivate && isRefusedHostAsTyped(bare)) throw new PrivateAddressError(bare, null);
  if (family) return [{ address: bare, family }];
  const addresses = await (policy.resolve ?? systemResolveHost)(bare);
  if (addresses.length === 0)
    throw Object.assign(new Error(`${bare} has no address`), { code: 'ENOTFOUND', hostname: bare });
  const refused = policy.allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw new PrivateAddressError(bare, refused.address);
  return addresses;
}

/** The address to connect to among checked ones: IPv4 first, which every network reaches. */
export const preferredAddress = (addresses: LookupAddress[]): LookupAddress =>
  addresses.find((a) => a.family === 4) ?? addresses[0]!;
