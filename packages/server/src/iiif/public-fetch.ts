import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type RequestInit, type Response } from 'undici';

// A contributor names the address of a manifest to import, and the server fetches it: without a guard
// that would let anyone who may catalogue reach what only the server reaches (an institution's intranet,
// the machine's own services) and tell open ports from closed ones by the answers. So an import reaches
// public addresses only: every address a name resolves to is checked as the connection is made (a name
// cannot resolve to a public address for a check and a private one for the request), and every redirect
// is followed here, its address checked again. IIIF_IMPORT_PRIVATE=1 allows them (a manifest server on
// the same network).

/** Loopback, private, shared, link-local, site-local, benchmarking, multicast and reserved ranges, IPv4 and IPv6. */
const unreachable = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv4');
// Whole ranges that embed an IPv4 address (IPv4-compatible ::/96 with :: and ::1, IPv4-translated,
// NAT64, 6to4, Teredo) are refused rather than decoded: no IIIF server is reached only through them.
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  unreachable.addSubnet(network, prefix, 'ipv6');

// IPv4 addresses written as IPv6 (`::ffff:7f00:1`), all refused. A list of their own: a BlockList
// matches IPv4 addresses against a mapped subnet too.
const mapped = new BlockList();
mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an IP address may lie in the server's own network. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return unreachable.check(address, 'ipv4');
  return family === 0 || mapped.check(address, 'ipv6') || unreachable.check(address, 'ipv6');
}

export class PrivateAddressError extends Error {
  constructor() {
    super('the address lies in the server’s own network');
  }
}

/** DNS resolution as usual, failing when any address of the name is a private one. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(new PrivateAddressError(), '', 4);
    if (options.all) return (callback as (e: null, all: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

const publicOnly = new Agent({ connect: { lookup: publicLookup } });
const MAX_REDIRECTS = 5;

/** The URL's host when it is an IP address (without IPv6 brackets), else null: a name is looked up. */
const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
};

/**
 * `fetch` of an http(s) address, redirects followed by hand; with `allowPrivate` false, any hop to an
 * address in the server's own network throws PrivateAddressError.
 */
export async function fetchPublic(
  address: string,
  init: RequestInit,
  allowPrivate: boolean,
): Promise<Response> {
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const literal = literalAddress(url);
    if (!allowPrivate && literal && isPrivateAddress(literal)) throw new PrivateAddressError();
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      dispatcher: allowPrivate ? undefined : publicOnly,
    }).catch((error: Error & { cause?: unknown }) => {
      throw error.cause instanceof PrivateAddressError ? error.cause : error;
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return response;
    await response.body?.cancel();
    if (hop === MAX_REDIRECTS) throw new Error('too many redirects');
    url = new URL(location, url);
    if (!['http:', 'https:'].includes(url.protocol)) throw new Error('redirect to another protocol');
  }
}
