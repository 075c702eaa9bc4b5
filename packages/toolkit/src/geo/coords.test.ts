import { describe, expect, it } from 'vitest';
import {
  allSystems,
  bd09ToGcj02,
  convertCoord,
  gcj02ToBd09,
  gcj02ToWgs84,
  isValidLngLat,
  outOfChina,
  wgs84ToGcj02,
  COORD_SYSTEMS,
} from './coords.ts';
import { batchToCsv, formatDegrees, parseCoordLines, parseLngLat } from './parse-coords.ts';

// Reference values published with the widely used coordtransform library, for (116.404, 39.915).
const P = { lng: 116.404, lat: 39.915 };

describe('coordinate systems', () => {
  it('matches the published forward transforms', () => {
    const gcj = wgs84ToGcj02(P);
    expect(gcj.lng).toBeCloseTo(116.41024449916938, 10);
    expect(gcj.lat).toBeCloseTo(39.91640428150164, 10);
    const bd = gcj02ToBd09(P);
    expect(bd.lng).toBeCloseTo(116.41036949371029, 10);
    expect(bd.lat).toBeCloseTo(39.92133699351021, 10);
  });

  it('inverts GCJ-02 and BD-09 by iteration to well under 1e-6°', () => {
    const points = [
      P,
      { lng: 121.4737, lat: 31.2304 },
      { lng: 87.6168, lat: 43.8256 },
      { lng: 113.5, lat: 22.2 },
    ];
    for (const p of points) {
      const back = gcj02ToWgs84(wgs84ToGcj02(p));
      expect(Math.abs(back.lng - p.lng)).toBeLessThan(1e-7);
      expect(Math.abs(back.lat - p.lat)).toBeLessThan(1e-7);
      const b = bd09ToGcj02(gcj02ToBd09(p));
      expect(Math.abs(b.lng - p.lng)).toBeLessThan(1e-7);
      expect(Math.abs(b.lat - p.lat)).toBeLessThan(1e-7);
    }
    // The inverse is not the naive "subtract the offset once", which is off by ~1e-5°.
    const naive = { lng: 2 * P.lng - wgs84ToGcj02(P).lng, lat: 2 * P.lat - wgs84ToGcj02(P).lat };
    const exact = gcj02ToWgs84(P);
    expect(Math.abs(exact.lat - naive.lat)).toBeGreaterThan(1e-7);
    expect(wgs84ToGcj02(exact).lat).toBeCloseTo(P.lat, 8);
  });

  it('converts all six directions consistently', () => {
    const all = allSystems(P, 'wgs84');
    for (const from of COORD_SYSTEMS) {
      for (const to of COORD_SYSTEMS) {
        const r = convertCoord(all[from], from, to);
        expect(r.lng).toBeCloseTo(all[to].lng, 7);
        expect(r.lat).toBeCloseTo(all[to].lat, 7);
      }
    }
    // The GCJ offset in Beijing is several hundred metres, BD adds about another kilometre.
    expect(all.gcj02.lng - all.wgs84.lng).toBeGreaterThan(0.005);
    expect(all.bd09.lat - all.gcj02.lat).toBeGreaterThan(0.004);
  });

  it('leaves points outside China unchanged for GCJ-02', () => {
    const paris = { lng: 2.3522, lat: 48.8566 };
    expect(outOfChina(paris)).toBe(true);
    expect(wgs84ToGcj02(paris)).toEqual(paris);
    expect(gcj02ToWgs84(paris)).toEqual(paris);
    expect(outOfChina(P)).toBe(false);
  });

  it('validates ranges', () => {
    expect(isValidLngLat({ lng: 180, lat: -90 })).toBe(true);
    expect(isValidLngLat({ lng: 180.1, lat: 0 })).toBe(false);
    expect(isValidLngLat({ lng: 0, lat: Number.NaN })).toBe(false);
  });
});

describe('parsing and CSV', () => {
  it('reads the separators people paste', () => {
    expect(parseLngLat('116.404,39.915')).toEqual(P);
    expect(parseLngLat(' 116.404， 39.915 ')).toEqual(P);
    expect(parseLngLat('116.404\t39.915')).toEqual(P);
    expect(parseLngLat('-0.5 .25')).toEqual({ lng: -0.5, lat: 0.25 });
    expect(parseLngLat('116.404')).toBeNull();
    expect(parseLngLat('116.4.04,39')).toBeNull();
    expect(parseLngLat('1e3,2')).toBeNull();
  });

  it('parses lines with numbers and reasons', () => {
    const lines = parseCoordLines('116.404,39.915\n\nabc\r\n200,10\n');
    expect(lines).toEqual([
      { line: 1, text: '116.404,39.915', point: P },
      { line: 3, text: 'abc', issue: 'format' },
      { line: 4, text: '200,10', issue: 'range' },
    ]);
  });

  it('writes CSV with quoted bad lines', () => {
    const csv = batchToCsv(parseCoordLines('116.404,39.915\nx,"y"'), 'wgs84', 'gcj02', [
      'line',
      'lng',
      'lat',
      'to_lng',
      'to_lat',
      'error',
    ]);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('line,lng,lat,to_lng,to_lat,error');
    expect(rows[1]).toBe('1,116.404000,39.915000,116.410244,39.916404,');
    expect(rows[2]).toBe('2,,,,,"x,""y"""');
  });

  it('never prints negative zero', () => {
    expect(formatDegrees(-0.0000001)).toBe('0.000000');
    expect(formatDegrees(-1.5, 2)).toBe('-1.50');
  });
});
