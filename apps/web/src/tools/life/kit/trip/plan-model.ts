import type { TravelMode, TripPlan, TripPlace } from '@toolbox/contracts';

/** Average door-to-door speeds (km/h) for an estimate from the straight-line distance, and the fixed time each mode adds (min). */
const SPEEDS: Record<TravelMode, { kmh: number; fixed: number }> = {
  walk: { kmh: 4.5, fixed: 0 },
  bike: { kmh: 14, fixed: 0 },
  transit: { kmh: 20, fixed: 10 },
  drive: { kmh: 35, fixed: 5 },
  train: { kmh: 150, fixed: 40 },
  flight: { kmh: 650, fixed: 120 },
};
/** Roads and tracks are longer than the straight line between two places. */
const DETOUR = 1.3;

/** Great-circle distance in km between two WGS-84 points (haversine, mean Earth radius). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const located = (p: TripPlace): p is TripPlace & { lat: number; lng: number } =>
  p.lat !== null && p.lng !== null;

/** Minutes from `from` to `to` by `from.mode`, estimated from the distance; null when either has no map point. */
export function estimateMinutes(from: TripPlace, to: TripPlace): number | null {
  if (!located(from) || !located(to)) return null;
  const speed = SPEEDS[from.mode];
  return Math.max(1, Math.round((distanceKm(from, to) * DETOUR * 60) / speed.kmh + speed.fixed));
}

/** The leg to the next place: the user's own minutes, else the estimate (`estimated`), else nothing known. */
export function legMinutes(
  from: TripPlace,
  to: TripPlace | undefined,
): { minutes: number | null; estimated: boolean } {
  if (!to) return { minutes: null, estimated: false };
  if (from.travelMinutes !== null) return { minutes: from.travelMinutes, estimated: false };
  const estimate = estimateMinutes(from, to);
  return { minutes: estimate, estimated: estimate !== null };
}

export interface DaySummary {
  cost: number;
  travelMinutes: number;
  /** Legs whose time is neither given nor estimable (a place without a map point). */
  unknownLegs: number;
}

export function summarizeDay(places: readonly TripPlace[]): DaySummary {
  const out: DaySummary = { cost: 0, travelMinutes: 0, unknownLegs: 0 };
  places.forEach((place, i) => {
    out.cost += place.cost;
    if (i === places.length - 1) return;
    const leg = legMinutes(place, places[i + 1]);
    if (leg.minutes === null) out.unknownLegs++;
    else out.travelMinutes += leg.minutes;
  });
  out.cost = Math.round(out.cost * 100) / 100;
  return out;
}

/** The whole plan's spending against its budget (no budget: `left` is null). */
export function planTotals(plan: TripPlan): { cost: number; left: number | null; travelMinutes: number } {
  const days = plan.days.map((d) => summarizeDay(d.places));
  const cost = Math.round(days.reduce((s, d) => s + d.cost, 0) * 100) / 100;
  return {
    cost,
    left: plan.budget > 0 ? Math.round((plan.budget - cost) * 100) / 100 : null,
    travelMinutes: days.reduce((s, d) => s + d.travelMinutes, 0),
  };
}

/** The date of day `index` (0-based) of a plan starting `startDate`, or '' without a start date. */
export function dayDate(startDate: string, index: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return '';
  const t = Date.parse(`${startDate}T00:00:00Z`) + index * 86_400_000;
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 10);
}

export const newPlace = (name = ''): TripPlace => ({
  name,
  lat: null,
  lng: null,
  time: '',
  note: '',
  cost: 0,
  mode: 'transit',
  travelMinutes: null,
});

export const newPlan = (title = ''): TripPlan => ({
  title,
  startDate: '',
  currency: 'CNY',
  budget: 0,
  notes: '',
  days: [{ title: '', places: [] }],
});

/** "1 h 25 min" / "1 小时 25 分钟" style text of a duration. */
export function durationText(minutes: number, t: (key: string, o: Record<string, number>) => string): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('minutes', { count: m });
  return m === 0 ? t('hours', { count: h }) : t('hoursMinutes', { h, m });
}
