/** Axis ticks at "nice" values (1, 2, 2.5 or 5 times a power of ten) that cover [min, max]. */
export interface Ticks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

function niceStep(range: number, count: number): number {
  const raw = range / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` intervals covering the data. `includeZero` keeps 0 on the axis (bars grow from it).
 * An empty or flat range still gets a sensible axis (0–1, or around the single value).
 */
export function niceTicks(dataMin: number, dataMax: number, count = 5, includeZero = true): Ticks {
  let lo = Number.isFinite(dataMin) ? dataMin : 0;
  let hi = Number.isFinite(dataMax) ? dataMax : 1;
  if (includeZero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) / 2;
    lo -= includeZero && lo >= 0 ? 0 : pad;
    hi += pad;
  }
  const step = niceStep(hi - lo, count);
  const min = Math.floor(lo / step + 1e-9) * step;
  const max = Math.ceil(hi / step - 1e-9) * step;
  const values: number[] = [];
  // Round away float noise (0.1 + 0.2) using the step's decimals.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  for (let v = min; v <= max + step / 2; v += step) values.push(Number(v.toFixed(decimals)));
  return { min, max, step, values };
}

/** Decimals a step needs to be written exactly: 5 → 0, 2.5 → 1, 0.25 → 2. */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 10; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(Math.round(scaled) - scaled) < 1e-6 * Math.max(1, scaled)) return d;
  }
  return 10;
}

/** A tick label: thousands grouped, with the decimals the step needs (so 0, 2.5, 5, 7.5 line up). */
export function formatTick(value: number, step: number): string {
  const decimals = stepDecimals(step);
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
