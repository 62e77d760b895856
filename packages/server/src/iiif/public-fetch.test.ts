import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './public-fetch.ts';

describe('addresses an import may not reach', () => {
  it('tells the server’s own network from the public one, IPv4 and IPv6', () => {
    const own = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // a cloud's metadata service
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::127.0.0.1', // IPv4-compatible
      '::a00:1',
      '::ffff:0:127.0.0.1', // IPv4-translated
      '::ffff:0:a9fe:a9fe',
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b:1::a00:1', // NAT64 in a local network
      'fec0::1', // site-local
      'feff::1',
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378::1', // Teredo
      '2001:db8::1', // documentation
      '100::1', // discard-only
      'not an address',
    ];
    const outside = [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '193.175.100.1',
      '2001:4860:4860::8888',
      '2a00:1450::1',
      '2003::1',
      '2001:1::1',
      '64:ff9b:2::1',
      'fe00::1',
    ];
    expect(own.filter((address) => !isPrivateAddress(address))).toEqual([]);
    expect(outside.filter(isPrivateAddress)).toEqual([]);
  });
});
