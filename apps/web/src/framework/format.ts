const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * File size in the spec's base 1024 (section 9): 0 B, 512 B, 1.5 KB, 12.3 MB, 120 MB.
 * Two decimals below 10, one below 100, none above; trailing zeros dropped.
 */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0 B';
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}

/** The extension of a file name, lower-cased, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `report.pdf` + `-merged` → `report-merged.pdf`; optionally with a new extension. */
export function withSuffix(name: string, suffix: string, newExtension?: string): string {
  const ext = extensionOf(name);
  const base = ext ? name.slice(0, -(ext.length + 1)) : name;
  const finalExt = newExtension ?? ext;
  return finalExt ? `${base}${suffix}.${finalExt}` : `${base}${suffix}`;
}
