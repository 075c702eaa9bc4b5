import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { countryOf, regionOf } from './ip-database.ts';
import { normalizeAddress, specialKind, type SpecialKind } from './addresses.ts';
import { countryName, ispNameEn, placeNameEn } from './place-names.ts';

/** Where an address is, in both languages (empty strings where unknown). */
export interface Place {
  country: string;
  region: string;
  city: string;
  isp: string;
}

/** The answer to a lookup; `special` ranges have no place. */
export interface IpInfo {
  ip: string;
  version: 4 | 6;
  /** The domain the address was resolved from, when one was asked. */
  host: string | null;
  special: SpecialKind | null;
  countryCode: string | null;
  place: { 'zh-CN': Place; en: Place } | null;
}

const empty: Place = { country: '', region: '', city: '', isp: '' };

/** Looks up one address (IPv4, IPv6 or IPv4-mapped IPv6) in the offline databases. */
export async function lookupAddress(address: string, host: string | null = null): Promise<IpInfo> {
  const ip = normalizeAddress(address);
  const version = isIP(ip) === 4 ? 4 : 6;
  const special = specialKind(ip);
  const base = { ip, version, host, special } as const;
  if (special) return { ...base, countryCode: null, place: null };
  const code = await countryOf(ip);
  const region = regionOf(ip);
  const names = code ? countryName(code) : null;
  // ip2region's detail is used when it agrees with the registry's country (or fills a gap).
  const agrees =
    region && (!names || region.country === names.zh || (code === 'CN' && region.country === '中国'));
  if (!names && !region) return { ...base, countryCode: null, place: null };
  const zh: Place = { ...empty, country: names?.zh ?? region!.country };
  const en: Place = { ...empty, country: names?.en ?? placeNameEn(region!.country) };
  if (agrees) {
    const same = region.city === region.province || region.city === `${region.province}市`;
    zh.region = region.province;
    zh.city = same ? '' : region.city;
    zh.isp = region.isp;
    en.region = region.province ? placeNameEn(region.province) : '';
    en.city = zh.city ? placeNameEn(zh.city) : '';
    en.isp = region.isp ? ispNameEn(region.isp) : '';
  }
  return { ...base, countryCode: code, place: { 'zh-CN': zh, en } };
}

/** A host name a user may type (letters, digits, hyphens, dots, IDN already in punycode or Unicode). */
const HOST =
  /^(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)*[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** What the user typed, classified: an address, a host name to resolve, or nonsense. */
export function classifyQuery(
  input: string,
): { kind: 'ip'; ip: string } | { kind: 'host'; host: string } | null {
  let text = input.trim();
  // Accept a pasted URL: keep only its host.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && URL.canParse(text)) text = new URL(text).hostname;
  const ip = normalizeAddress(text);
  if (isIP(ip)) return { kind: 'ip', ip };
  const host = text.replace(/\.$/, '').toLowerCase();
  return HOST.test(host) && /[\p{L}]/u.test(host) ? { kind: 'host', host } : null;
}

/** Resolves a host name to its first address (IPv4 preferred), bounded to `timeoutMs`. */
export async function resolveHost(host: string, timeoutMs = 3000): Promise<string | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref());
  const lookup = dnsLookup(host, { all: true, verbatim: false })
    .then((list) => list.find((a) => a.family === 4)?.address ?? list[0]?.address ?? null)
    .catch(() => null);
  return Promise.race([lookup, timeout]);
}
