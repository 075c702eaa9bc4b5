import { convertCoord, type CoordSystem, type LngLat } from './coords.ts';

/** Map apps we link to, each with the coordinate system its links expect. */
export type MapApp = 'amap' | 'baidu' | 'tencent' | 'google' | 'apple' | 'osm';

export interface MapLink {
  app: MapApp;
  system: CoordSystem;
  url: string;
}

const f = (n: number) => n.toFixed(6);

/**
 * Links that open a WGS-84 point in common map apps. Amap, Tencent, Google and Apple draw
 * mainland China in GCJ-02 (and leave the rest of the world in WGS-84, which the GCJ transform
 * already does), Baidu wants BD-09, OpenStreetMap WGS-84. Nothing is fetched: these are plain
 * navigation links the user clicks.
 */
export function mapAppLinks(wgs84: LngLat, label = ''): MapLink[] {
  const gcj = convertCoord(wgs84, 'wgs84', 'gcj02');
  const bd = convertCoord(wgs84, 'wgs84', 'bd09');
  const name = encodeURIComponent(label || `${f(wgs84.lat)},${f(wgs84.lng)}`);
  return [
    {
      app: 'amap',
      system: 'gcj02',
      url: `https://uri.amap.com/marker?position=${f(gcj.lng)},${f(gcj.lat)}&name=${name}&coordinate=gaode&callnative=1`,
    },
    {
      app: 'baidu',
      system: 'bd09',
      url: `https://api.map.baidu.com/marker?location=${f(bd.lat)},${f(bd.lng)}&title=${name}&content=${name}&output=html&coord_type=bd09ll&src=webapp.toolbox`,
    },
    {
      app: 'tencent',
      system: 'gcj02',
      url: `https://apis.map.qq.com/uri/v1/marker?marker=coord:${f(gcj.lat)},${f(gcj.lng)};title:${name}&referer=toolbox`,
    },
    {
      app: 'google',
      system: 'gcj02',
      url: `https://www.google.com/maps/search/?api=1&query=${f(gcj.lat)},${f(gcj.lng)}`,
    },
    {
      app: 'apple',
      system: 'gcj02',
      url: `https://maps.apple.com/?ll=${f(gcj.lat)},${f(gcj.lng)}&q=${name}`,
    },
    {
      app: 'osm',
      system: 'wgs84',
      url: `https://www.openstreetmap.org/?mlat=${f(wgs84.lat)}&mlon=${f(wgs84.lng)}#map=16/${f(wgs84.lat)}/${f(wgs84.lng)}`,
    },
  ];
}
