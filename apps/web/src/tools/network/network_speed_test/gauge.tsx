import { formatMbps, gaugePosition } from './speed-stats.ts';

const TICKS = [1, 10, 100, 1000];
// A 240° arc from lower-left to lower-right.
const START = (150 * Math.PI) / 180;
const SWEEP = (240 * Math.PI) / 180;

function point(r: number, frac: number): [number, number] {
  const a = START + SWEEP * frac;
  return [100 + r * Math.cos(a), 100 + r * Math.sin(a)];
}

function arc(r: number, frac: number): string {
  const [x0, y0] = point(r, 0);
  const [x1, y1] = point(r, Math.max(frac, 0.0001));
  const large = SWEEP * frac > Math.PI ? 1 : 0;
  return `M ${x0} ${y0} A ${r} ${r} 0 ${large} 1 ${x1} ${y1}`;
}

/** A log-scale speed dial (1–1000 Mbps) with the value in the middle. */
export function Gauge(props: { value: number; label: string; unit: string; active: boolean }) {
  const frac = gaugePosition(props.value);
  return (
    <div className="st-gauge">
      <svg
        viewBox="0 0 200 170"
        role="img"
        aria-label={`${props.label}: ${formatMbps(props.value)} ${props.unit}`}
      >
        <path d={arc(80, 1)} className="st-track" />
        {frac > 0 ? (
          <path d={arc(80, frac)} className={`st-value${props.active ? ' is-active' : ''}`} />
        ) : null}
        {TICKS.map((tick) => {
          const [x, y] = point(62, gaugePosition(tick));
          return (
            <text key={tick} x={x} y={y} className="st-tick" textAnchor="middle" dominantBaseline="middle">
              {tick}
            </text>
          );
        })}
        <text x="100" y="102" className="st-number" textAnchor="middle" data-testid="gauge-value">
          {formatMbps(props.value)}
        </text>
        <text x="100" y="126" className="st-unit" textAnchor="middle">
          {props.unit}
        </text>
      </svg>
    </div>
  );
}
