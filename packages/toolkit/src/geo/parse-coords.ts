import { convertCoord, isValidLngLat, type CoordSystem, type LngLat } from './coords.ts';

/** Why a line could not be read as a point. */
export type CoordIssue = 'format' | 'range';

/** One parsed input line: a point or the reason it is not one. */
export type ParsedLine =
  { line: number; text: string; point: LngLat } | { line: number; text: string; issue: CoordIssue };

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads "lng,lat" (also separated by a space, tab, semicolon or a full-width comma, as pasted
 * from Chinese sources). Returns null when the text is not two numbers.
 */
export function parseLngLat(text: string): LngLat | null {
  const parts = text
    .trim()
    .split(/[\s,;，；]+/)
    .filter(Boolean);
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return null;
  return { lng: Number(parts[0]), lat: Number(parts[1]) };
}

/** Parses one point per line; blank lines are skipped, line numbers are 1-based. */
export function parseCoordLines(input: string): ParsedLine[] {
  const out: ParsedLine[] = [];
  input.split(/\r?\n/).forEach((raw, i) => {
    const text = raw.trim();
    if (!text) return;
    const point = parseLngLat(text);
    if (!point) out.push({ line: i + 1, text, issue: 'format' });
    else if (!isValidLngLat(point)) out.push({ line: i + 1, text, issue: 'range' });
    else out.push({ line: i + 1, text, point });
  });
  return out;
}

/** Formats a coordinate with a fixed number of decimals (6 ≈ 0.1 m), without "-0". */
export function formatDegrees(value: number, decimals = 6): string {
  const s = value.toFixed(decimals);
  return Number(s) === 0 ? (0).toFixed(decimals) : s;
}

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * A converted batch as CSV: line, input lng/lat, output lng/lat, and the original text of lines
 * that could not be read (their coordinates left empty).
 */
export function batchToCsv(
  lines: ParsedLine[],
  from: CoordSystem,
  to: CoordSystem,
  header: readonly string[],
): string {
  const rows = [header.map(csvCell).join(',')];
  for (const l of lines) {
    if ('issue' in l) {
      rows.push([String(l.line), '', '', '', '', csvCell(l.text)].join(','));
      continue;
    }
    const r = convertCoord(l.point, from, to);
    const nums = [l.point.lng, l.point.lat, r.lng, r.lat].map((v) => formatDegrees(v));
    rows.push([String(l.line), ...nums, ''].join(','));
  }
  return rows.join('\r\n') + '\r\n';
}
