import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps an IPv4 client as its address', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const block = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:1:2:3',
      '2001:0db8:0001:0002::9',
      '[2001:db8:1:2::5]',
    ])
      expect(clientAddressKey(ip), ip).toBe(block);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(block);
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });
});
