import { useEffect, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MetadataDetails } from '@toolbox/toolkit/image';

type GpsPosition = NonNullable<MetadataDetails['gps']>;

const W = 720;
const H = 360;
const x = (lng: number) => ((lng + 180) / 360) * W;
const y = (lat: number) => ((90 - lat) / 180) * H;

type Ring = number[][];
/** Country outlines (Natural Earth via world-atlas, bundled) as one SVG path, equirectangular. */
async function outlinePath(): Promise<string> {
  const topo = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  const rings: Ring[] = [];
  for (const f of feature(topo, topo.objects.countries).features) {
    const g = f.geometry;
    if (g?.type === 'Polygon') rings.push(...(g.coordinates as Ring[]));
    if (g?.type === 'MultiPolygon') for (const p of g.coordinates as Ring[][]) rings.push(...p);
  }
  return rings
    .map((ring) => `M${ring.map(([lng, lat]) => `${x(lng!).toFixed(1)},${y(lat!).toFixed(1)}`).join('L')}Z`)
    .join('');
}

/** A small world map (no tiles, nothing fetched from elsewhere) with a dot for each photo's position. */
export function LocationMap(props: { points: Array<GpsPosition & { name: string }>; label: string }) {
  const [outline, setOutline] = useState('');
  useEffect(() => {
    let alive = true;
    void outlinePath().then((d) => alive && setOutline(d));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <svg className="rl-map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={props.label}>
      <rect width={W} height={H} className="rl-sea" />
      <path d={outline} className="rl-land" />
      {props.points.map((p) => (
        <circle key={p.name} cx={x(p.lng)} cy={y(p.lat)} r={6} className="rl-dot">
          <title>{p.name}</title>
        </circle>
      ))}
    </svg>
  );
}
