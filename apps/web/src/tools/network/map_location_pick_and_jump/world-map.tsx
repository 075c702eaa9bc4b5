import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LngLat } from '@toolbox/toolkit/geo';

type Resolution = '110m' | '50m';

// Country outlines bundled from world-atlas: the map draws itself with no request to any host.
const loaders: Record<Resolution, () => Promise<{ default: unknown }>> = {
  '110m': () => import('world-atlas/countries-110m.json'),
  '50m': () => import('world-atlas/countries-50m.json'),
};

async function countries(res: Resolution) {
  const topo = (await loaders[res]()).default as Topology<{ countries: GeometryCollection }>;
  return feature(topo, topo.objects.countries);
}

/** Graticule lines every 30°, drawn as a faint grid so the empty ocean still reads as a map. */
function graticule(): L.Polyline {
  const lines: L.LatLngExpression[][] = [];
  for (let lng = -180; lng <= 180; lng += 30)
    lines.push([
      [-85, lng],
      [85, lng],
    ]);
  for (let lat = -60; lat <= 60; lat += 30)
    lines.push([
      [lat, -180],
      [lat, 180],
    ]);
  return L.polyline(lines, { className: 'mp-graticule', interactive: false, weight: 1 });
}

interface Props {
  point: LngLat | null;
  onPick: (wgs84: LngLat) => void;
  tileUrl: string;
  attribution: string;
  label: string;
}

/** A pan/zoom map (Leaflet) over bundled country outlines, or the configured tile server. */
export function WorldMap({ point, onPick, tileUrl, attribution, label }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, {
      center: [35, 105],
      zoom: 3,
      minZoom: 1,
      maxZoom: tileUrl ? 18 : 12,
      worldCopyJump: true,
      attributionControl: Boolean(tileUrl),
    });
    map.current = m;
    let disposed = false;
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(m);
    } else {
      graticule().addTo(m);
      const style = { className: 'mp-country', weight: 1 };
      let layer: L.GeoJSON | null = null;
      let current: Resolution | null = null;
      const show = async (res: Resolution) => {
        if (current === res) return;
        current = res;
        const data = await countries(res);
        if (disposed || current !== res) return;
        const next = L.geoJSON(data, { style, interactive: false });
        next.addTo(m);
        layer?.remove();
        layer = next;
      };
      void show('110m');
      m.on('zoomend', () => void show(m.getZoom() >= 4 ? '50m' : '110m'));
    }
    m.on('click', (e: L.LeafletMouseEvent) => {
      const ll = e.latlng.wrap();
      pick.current({ lng: ll.lng, lat: ll.lat });
    });
    return () => {
      disposed = true;
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [point.lat, point.lng];
    if (!marker.current) {
      marker.current = L.circleMarker(at, { radius: 8, className: 'mp-marker', weight: 3 }).addTo(m);
    } else marker.current.setLatLng(at);
    if (!m.getBounds().pad(-0.1).contains(at)) m.panTo(at);
  }, [point]);

  return <div ref={el} className="mp-map" role="application" aria-label={label} data-testid="map" />;
}
