import { useEffect, useRef, useState } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { TripPlan } from '@toolbox/contracts';
import { call } from '../../../../api/call.ts';

/** The map's base: the operator's tile server (MAP_TILE_URL), or the bundled country outlines. */
function useMapConfig() {
  const [config, setConfig] = useState<{ tileUrl: string; attribution: string } | null>(null);
  useEffect(() => {
    let live = true;
    call('mapConfig', {}, { silent: true }).then(
      (c) => live && setConfig(c),
      () => live && setConfig({ tileUrl: '', attribution: '' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

async function outlines() {
  // world-atlas, bundled: the map draws itself without asking any other host.
  const topo = (await import('world-atlas/countries-50m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  return feature(topo, topo.objects.countries);
}

/**
 * The plan's places on a pan/zoom map: numbered markers per day, joined in visiting order.
 * `onPick` (when given) receives a clicked point (WGS-84), for placing the place being edited.
 */
export function TripMap(props: {
  plan: TripPlan;
  /** Only this day's places (0-based), or all days. */
  day: number | null;
  onPick?: (point: { lat: number; lng: number }) => void;
  label: string;
}) {
  const config = useMapConfig();
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pick = useRef(props.onPick);
  pick.current = props.onPick;

  useEffect(() => {
    if (!el.current || !config) return;
    const m = L.map(el.current, {
      center: [32, 112],
      zoom: 4,
      minZoom: 2,
      maxZoom: config.tileUrl ? 18 : 12,
      attributionControl: Boolean(config.tileUrl),
    });
    let disposed = false;
    if (config.tileUrl)
      L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 18 }).addTo(m);
    else
      void outlines().then((data) => {
        if (!disposed)
          L.geoJSON(data, { style: { className: 'trip-country', weight: 1 }, interactive: false }).addTo(m);
      });
    layer.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => {
      const ll = e.latlng.wrap();
      pick.current?.({ lat: Math.round(ll.lat * 1e6) / 1e6, lng: Math.round(ll.lng * 1e6) / 1e6 });
    });
    map.current = m;
    return () => {
      disposed = true;
      m.remove();
      map.current = null;
    };
  }, [config]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    props.plan.days.forEach((day, d) => {
      if (props.day !== null && props.day !== d) return;
      const line: L.LatLngExpression[] = [];
      day.places.forEach((place, i) => {
        if (place.lat === null || place.lng === null) return;
        const at: L.LatLngExpression = [place.lat, place.lng];
        line.push(at);
        points.push(at);
        const icon = L.divIcon({
          className: `trip-marker trip-day-${d % 6}`,
          html: String(i + 1),
          iconSize: [26, 26],
        });
        L.marker(at, { icon, title: `${d + 1}-${i + 1} ${place.name}`, keyboard: false }).addTo(group);
      });
      if (line.length > 1)
        L.polyline(line, { className: `trip-route trip-day-${d % 6}`, weight: 3 }).addTo(group);
    });
    if (points.length === 1) m.setView(points[0]!, Math.max(m.getZoom(), 11));
    else if (points.length > 1) m.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 14 });
  }, [props.plan, props.day, config]);

  return (
    <div ref={el} className="trip-map" role="application" aria-label={props.label} data-testid="trip-map" />
  );
}
