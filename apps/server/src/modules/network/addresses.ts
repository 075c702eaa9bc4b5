import { BlockList, isIP } from 'node:net';

/** "::ffff:1.2.3.4" → "1.2.3.4"; other addresses unchanged (IPv6 lower-cased, zone dropped). */
export function normalizeAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return isIP(bare) === 6 ? bare.toLowerCase() : bare;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}

/** A BlockList of addresses and CIDR ranges (validated by the config). */
export function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const ip = normalizeAddress(address);
    if (prefix === undefined) list.addAddress(ip, familyOf(ip));
    else list.addSubnet(ip, Number(prefix), familyOf(ip));
  }
  return list;
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy, in which case
 * X-Forwarded-For is read from the right, skipping further trusted proxies. Anything a client
 * could forge (the left part of the header) is ignored unless every hop after it is trusted.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList | null,
): string {
  let current = normalizeAddress(peer ?? '');
  if (!trusted || !isIP(current)) return current;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((h) => normalizeAddress(h.replace(/^"|"$/g, '').replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')))
    .filter(Boolean);
  while (trusted.check(current, familyOf(current)) && hops.length > 0) {
    const next = hops.pop()!;
    if (!isIP(next)) break;
    current = next;
  }
  return current;
}

/** Special-purpose ranges (RFC 6890 and friends), checked before any database. */
const SPECIAL: Array<[cidr: string, kind: SpecialKind]> = [
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link_local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmark'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['64:ff9b:1::/48', 'reserved'],
  ['100::/64', 'reserved'],
  ['2001:db8::/32', 'documentation'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link_local'],
  ['ff00::/8', 'multicast'],
];

export type SpecialKind =
  | 'unspecified'
  | 'private'
  | 'shared'
  | 'loopback'
  | 'link_local'
  | 'reserved'
  | 'documentation'
  | 'benchmark'
  | 'multicast';

const specialLists = SPECIAL.map(([cidr, kind]) => [blockListOf([cidr]), kind] as const);

/** The special-purpose range an address is in, or null for an ordinary public address. */
export function specialKind(address: string): SpecialKind | null {
  const ip = normalizeAddress(address);
  const family = familyOf(ip);
  if (family === 'ipv4' && ip === '255.255.255.255') return 'reserved';
  for (const [list, kind] of specialLists) if (list.check(ip, family)) return kind;
  return null;
}
