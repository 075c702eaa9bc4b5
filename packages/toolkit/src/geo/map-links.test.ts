import { describe, expect, it } from 'vitest';
import { mapAppLinks } from './map-links.ts';

const byApp = (links: ReturnType<typeof mapAppLinks>) => Object.fromEntries(links.map((l) => [l.app, l.url]));

describe('map app links', () => {
  it('gives each app the coordinate system it expects inside China', () => {
    const links = byApp(mapAppLinks({ lng: 116.404, lat: 39.915 }, '天安门'));
    // GCJ-02 of this WGS-84 point is (116.410244, 39.916404); BD-09 adds Baidu's offset on top.
    expect(links.amap).toContain('position=116.410244,39.916404');
    expect(links.amap).toContain(`name=${encodeURIComponent('天安门')}`);
    expect(links.tencent).toContain('coord:39.916404,116.410244');
    expect(links.apple).toContain('ll=39.916404,116.410244');
    expect(links.google).toContain('query=39.916404,116.410244');
    expect(links.osm).toContain('mlat=39.915000&mlon=116.404000');
    const baidu = /location=([\d.]+),([\d.]+)/.exec(links.baidu!)!;
    expect(Number(baidu[2])).toBeCloseTo(116.4167, 3);
    expect(Number(baidu[1])).toBeCloseTo(39.9227, 3);
    expect(links.baidu).toContain('coord_type=bd09ll');
  });

  it('uses plain WGS-84 abroad except for Baidu', () => {
    const links = byApp(mapAppLinks({ lng: -0.1276, lat: 51.5072 }));
    expect(links.amap).toContain('position=-0.127600,51.507200');
    expect(links.google).toContain('query=51.507200,-0.127600');
    expect(links.baidu).not.toContain('location=51.507200,-0.127600');
    for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
  });
});
