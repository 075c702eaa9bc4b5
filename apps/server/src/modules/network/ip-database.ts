import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Country ranges: IPv4 as numbers, IPv6 as BigInts, each with an ISO 3166 code. */
interface CountryTable {
  v4Start: Uint32Array;
  v4End: Uint32Array;
  v4Code: string[];
  v6Start: bigint[];
  v6End: bigint[];
  v6Code: string[];
}

/** Chinese-language region detail from ip2region (IPv4). */
export interface RegionDetail {
  country: string;
  province: string;
  city: string;
  isp: string;
}

interface Ip2Region {
  searchRaw(ip: string): RegionDetail | null;
}

// Open-licence data shipped inside the npm packages: no download at install or run time.
const COUNTRY_DIR = dirname(require.resolve('@ip-location-db/geo-whois-asn-country/package.json'));

async function readRanges<T>(file: string, parse: (n: string) => T) {
  const text = await readFile(join(COUNTRY_DIR, file), 'utf8');
  const starts: T[] = [];
  const ends: T[] = [];
  const codes: string[] = [];
  for (const line of text.split('\n')) {
    const [a, b, cc] = line.split(',');
    if (!a || !b || !cc) continue;
    starts.push(parse(a));
    ends.push(parse(b));
    codes.push(cc.trim());
  }
  return { starts, ends, codes };
}

async function loadCountries(): Promise<CountryTable> {
  const [v4, v6] = await Promise.all([
    readRanges('geo-whois-asn-country-ipv4-num.csv', Number),
    readRanges('geo-whois-asn-country-ipv6-num.csv', BigInt),
  ]);
  return {
    v4Start: Uint32Array.from(v4.starts),
    v4End: Uint32Array.from(v4.ends),
    v4Code: v4.codes,
    v6Start: v6.starts,
    v6End: v6.ends,
    v6Code: v6.codes,
  };
}

/** Index of the last range starting at or before `value`, or -1. */
function floorIndex<T extends number | bigint>(starts: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** "1.2.3.4" → 16909060. */
export function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** Full IPv6 (with "::" and an embedded IPv4 tail) → 128-bit BigInt. */
export function ipv6ToBigInt(ip: string): bigint {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4ToNumber(v4[1]!);
    text = text.slice(0, -v4[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

let countries: Promise<CountryTable> | null = null;
let regions: Ip2Region | null = null;

/** ISO country code of an address, or null when no registry range covers it. */
export async function countryOf(ip: string): Promise<string | null> {
  countries ??= loadCountries().catch((err: unknown) => {
    countries = null;
    throw err;
  });
  const t = await countries;
  if (isIP(ip) === 4) {
    const n = ipv4ToNumber(ip);
    const i = floorIndex(t.v4Start, n);
    return i >= 0 && n <= t.v4End[i]! ? t.v4Code[i]! : null;
  }
  const n = ipv6ToBigInt(ip);
  const i = floorIndex(t.v6Start, n);
  return i >= 0 && n <= t.v6End[i]! ? t.v6Code[i]! : null;
}

/** ip2region's Chinese country/province/city/ISP for an IPv4 address (loaded on first use). */
export function regionOf(ip: string): RegionDetail | null {
  if (isIP(ip) !== 4) return null;
  if (!regions) {
    const Ip2RegionClass = (require('ip2region') as { default: new (o: object) => Ip2Region }).default;
    regions = new Ip2RegionClass({ disableIpv6: true });
  }
  const r = regions.searchRaw(ip);
  return r && r.country ? r : null;
}
