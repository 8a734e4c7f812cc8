import { isIPv4, isIPv6 } from 'node:net';

/** Groups of an IPv6 address, written out in full ('::' expanded), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for two groups.
  const expand = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = expand(groupsOf(head));
  const right = tail === undefined ? [] : expand(groupsOf(tail));
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * The key a per-address limit counts a client under. IPv4 counts per address; IPv6 per /64, the
 * smallest block a provider hands one customer, which holds more addresses than any limit could
 * count one by one. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 client it maps.
 */
export function clientAddressKey(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = [groups[6], groups[7]].map((group) => Number.parseInt(group ?? '0', 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
