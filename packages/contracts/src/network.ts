import { z } from 'zod';

/** Special-purpose address ranges (no place to look up). */
export const specialKinds = [
  'unspecified',
  'private',
  'shared',
  'loopback',
  'link_local',
  'reserved',
  'documentation',
  'benchmark',
  'multicast',
] as const;
export type SpecialKind = (typeof specialKinds)[number];

export const placeSchema = z.object({
  country: z.string(),
  region: z.string(),
  city: z.string(),
  isp: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** /ut/network/my-ip and /ut/network/ip-query: an address and where it is, in both languages. */
export const ipInfoSchema = z.object({
  ip: z.string(),
  version: z.union([z.literal(4), z.literal(6)]),
  /** The domain the address was resolved from, when one was asked. */
  host: z.string().nullable(),
  special: z.enum(specialKinds).nullable(),
  countryCode: z.string().nullable(),
  place: z.object({ 'zh-CN': placeSchema, en: placeSchema }).nullable(),
});
export type IpInfo = z.infer<typeof ipInfoSchema>;

export const ipQueryRequest = z.object({ query: z.string().max(300) });

/** /ut/network/map-config: the operator's tile server, if any. */
export const mapConfigSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const pingResponse = z.object({ time: z.number() });
