/**
 * Conversions between the three coordinate systems used by map services in China:
 * WGS-84 (GPS, international maps), GCJ-02 (the state-mandated offset used by Amap, Tencent,
 * Google China) and BD-09 (Baidu's further offset of GCJ-02).
 */

/** A coordinate system code. */
export type CoordSystem = 'wgs84' | 'gcj02' | 'bd09';
export const COORD_SYSTEMS: readonly CoordSystem[] = ['wgs84', 'gcj02', 'bd09'];

/** Longitude and latitude in degrees. */
export interface LngLat {
  lng: number;
  lat: number;
}

// Krasovsky 1940 ellipsoid, which the GCJ-02 formula is built on.
const A = 6378245.0;
const EE = 0.006693421622965943;
const X_PI = (Math.PI * 3000.0) / 180.0;

/**
 * The rough bounding box the GCJ-02 offset applies to. Points outside are left unchanged,
 * as every public implementation does (the real border is not a rectangle).
 */
export function outOfChina({ lng, lat }: LngLat): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function offsetLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return r;
}

function offsetLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return r;
}

/** WGS-84 → GCJ-02 (the public formula). */
export function wgs84ToGcj02(p: LngLat): LngLat {
  if (outOfChina(p)) return { ...p };
  let dLat = offsetLat(p.lng - 105.0, p.lat - 35.0);
  let dLng = offsetLng(p.lng - 105.0, p.lat - 35.0);
  const radLat = (p.lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lng: p.lng + dLng, lat: p.lat + dLat };
}

/**
 * GCJ-02 → WGS-84 by fixed-point iteration: the forward offset varies slowly, so refining the
 * guess with the forward error converges to well under 1e-6° in a handful of steps.
 */
export function gcj02ToWgs84(p: LngLat): LngLat {
  if (outOfChina(p)) return { ...p };
  let guess = { lng: p.lng, lat: p.lat };
  for (let i = 0; i < 30; i++) {
    const f = wgs84ToGcj02(guess);
    const dLng = f.lng - p.lng;
    const dLat = f.lat - p.lat;
    guess = { lng: guess.lng - dLng, lat: guess.lat - dLat };
    if (Math.abs(dLng) < 1e-9 && Math.abs(dLat) < 1e-9) break;
  }
  return guess;
}

/** GCJ-02 → BD-09 (Baidu's published transform). */
export function gcj02ToBd09({ lng, lat }: LngLat): LngLat {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * X_PI);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * X_PI);
  return { lng: z * Math.cos(theta) + 0.0065, lat: z * Math.sin(theta) + 0.006 };
}

/** BD-09 → GCJ-02, refined by iteration so a round trip is exact to < 1e-9°. */
export function bd09ToGcj02(p: LngLat): LngLat {
  const x = p.lng - 0.0065;
  const y = p.lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  let guess = { lng: z * Math.cos(theta), lat: z * Math.sin(theta) };
  for (let i = 0; i < 10; i++) {
    const f = gcj02ToBd09(guess);
    const dLng = f.lng - p.lng;
    const dLat = f.lat - p.lat;
    if (Math.abs(dLng) < 1e-10 && Math.abs(dLat) < 1e-10) break;
    guess = { lng: guess.lng - dLng, lat: guess.lat - dLat };
  }
  return guess;
}

/** Converts a point from one system to another (identity when they are the same). */
export function convertCoord(p: LngLat, from: CoordSystem, to: CoordSystem): LngLat {
  if (from === to) return { ...p };
  const gcj = from === 'gcj02' ? p : from === 'wgs84' ? wgs84ToGcj02(p) : bd09ToGcj02(p);
  if (to === 'gcj02') return gcj;
  return to === 'wgs84' ? gcj02ToWgs84(gcj) : gcj02ToBd09(gcj);
}

/** The point in all three systems. */
export function allSystems(p: LngLat, from: CoordSystem): Record<CoordSystem, LngLat> {
  return {
    wgs84: convertCoord(p, from, 'wgs84'),
    gcj02: convertCoord(p, from, 'gcj02'),
    bd09: convertCoord(p, from, 'bd09'),
  };
}

/** True for a longitude in [-180, 180] and a latitude in [-90, 90]. */
export function isValidLngLat({ lng, lat }: LngLat): boolean {
  return Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}
