// A HEIC grid image (a phone's 12 MP photo is 48 HEVC tiles of 512 × 512) decoded tile by tile, so
// the tiles can be shared out between threads (workers) and put together here. libheif decodes a
// tile item exactly as it decodes it inside the grid (same pixels: tested), and we then turn the
// whole picture as the file says (irot). Anything else on the grid (a crop, a mirror, alpha) is left
// to libheif's own whole-image decode: gridOf answers null for it.
import type { Pixels } from './compress.ts';
import { itemBytes, type HeifLayout } from './heif-parts.ts';

/** How a grid item is made: its tiles (row by row), their size, the output size and its turn. */
export interface HeicGrid {
  tiles: number[];
  rows: number;
  columns: number;
  tileWidth: number;
  tileHeight: number;
  /** The grid's output size, before the turn (tiles on the right and bottom edges are cut). */
  width: number;
  height: number;
  /** Anticlockwise quarter turns (irot) applied after assembly. */
  turn: 0 | 1 | 2 | 3;
}

/** One decoded tile: tight RGBA rows. */
export interface HeicTile {
  id: number;
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Properties that do not change pixels or that we apply ourselves; any other one means "no". */
const HARMLESS = new Set(['ispe', 'colr', 'pixi', 'hvcC', 'irot', 'pasp', 'clli', 'mdcv', 'cclv', 'amve']);

/** The grid behind image `id`, or null when it is not a plain grid of same-size HEVC tiles. */
export function gridOf(bytes: Uint8Array, layout: HeifLayout, id: number): HeicGrid | null {
  const item = layout.items.find((x) => x.id === id);
  if (item?.type !== 'grid') return null;
  const data = itemBytes(bytes, item);
  if (!data || data.length < 8) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const wide = (data[1]! & 1) === 1;
  if (data[0] !== 0 || data.length < (wide ? 12 : 8)) return null;
  const rows = data[2]! + 1;
  const columns = data[3]! + 1;
  const width = wide ? view.getUint32(4) : view.getUint16(4);
  const height = wide ? view.getUint32(8) : view.getUint16(6);
  let turn = 0;
  for (const p of layout.propertiesOf(id)) {
    if (!HARMLESS.has(p.type)) return null;
    if (p.type === 'irot') turn = (bytes[p.start] ?? 0) & 3;
  }
  const tiles = item.madeOf;
  if (tiles.length !== rows * columns) return null;
  const sizes = tiles.map((tile) => {
    const kind = layout.items.find((x) => x.id === tile)?.type;
    const props = layout.propertiesOf(tile);
    const ispe = props.find((p) => p.type === 'ispe' && p.end - p.start >= 12);
    if (kind !== 'hvc1' || !ispe || props.some((p) => !HARMLESS.has(p.type) || p.type === 'irot'))
      return null;
    const v = new DataView(bytes.buffer, bytes.byteOffset + ispe.start, 12);
    return { w: v.getUint32(4), h: v.getUint32(8) };
  });
  const first = sizes[0];
  if (!first || sizes.some((s) => !s || s.w !== first.w || s.h !== first.h)) return null;
  const [tileWidth, tileHeight] = [first.w, first.h];
  // Every tile must be needed and the tiles must cover the output.
  const fits = (n: number, size: number, total: number) => (n - 1) * size < total && n * size >= total;
  if (!fits(columns, tileWidth, width) || !fits(rows, tileHeight, height)) return null;
  return { tiles, rows, columns, tileWidth, tileHeight, width, height, turn: turn as HeicGrid['turn'] };
}

/** The output size of a grid after its turn. */
export function gridSize(grid: HeicGrid): { width: number; height: number } {
  return grid.turn % 2
    ? { width: grid.height, height: grid.width }
    : { width: grid.width, height: grid.height };
}

/** Where a rectangle of a `W` × `H` frame lands once the frame is turned (anticlockwise). */
function turnRect(turn: number, r: Rect, W: number, H: number): Rect {
  const { x, y, w, h } = r;
  if (turn === 1) return { x: y, y: W - x - w, w: h, h: w };
  if (turn === 2) return { x: W - x - w, y: H - y - h, w, h };
  if (turn === 3) return { x: H - y - h, y: x, w: h, h: w };
  return r;
}
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A tile turned by `turn` anticlockwise quarter turns (done by the thread that decoded it). */
export function turnTile(tile: HeicTile, turn: number): HeicTile {
  if (turn === 0) return tile;
  const { width: w, height: h } = tile;
  const src = new Uint32Array(tile.data.buffer, tile.data.byteOffset, w * h);
  const data = new Uint8ClampedArray(w * h * 4);
  const dst = new Uint32Array(data.buffer);
  const outW = turn === 2 ? w : h;
  for (let y = 0; y < h; y++) {
    // Where (0, y) lands and how far one step right moves in the turned tile.
    const [start, step] =
      turn === 1
        ? [(w - 1) * outW + y, -outW]
        : turn === 2
          ? [(h - 1 - y) * w + w - 1, -1]
          : [h - 1 - y, outW];
    for (let x = 0, at = start, from = y * w; x < w; x++, at += step) dst[at] = src[from + x]!;
  }
  return { id: tile.id, width: outW, height: turn === 2 ? h : w, data };
}

/**
 * The picture put together from its tiles, each already turned by `grid.turn` (turnTile), so this is
 * row copies only. Tiles on the right and bottom edges are cut to the output size. Any order.
 */
export function assembleGrid(grid: HeicGrid, tiles: HeicTile[]): Pixels {
  const { width: W, height: H, turn, tileWidth: tw, tileHeight: th } = grid;
  const out = gridSize(grid);
  const data = new Uint8ClampedArray(W * H * 4);
  const dst = new Uint32Array(data.buffer);
  const byId = new Map(tiles.map((t) => [t.id, t]));
  const [turnedW, turnedH] = turn % 2 ? [th, tw] : [tw, th];
  grid.tiles.forEach((id, index) => {
    const tile = byId.get(id);
    if (!tile || tile.width !== turnedW || tile.height !== turnedH)
      throw new Error(`tile ${id} missing or of another size`);
    const src = new Uint32Array(tile.data.buffer, tile.data.byteOffset, tile.width * tile.height);
    const x0 = (index % grid.columns) * tw;
    const y0 = Math.floor(index / grid.columns) * th;
    const cut = { x: 0, y: 0, w: Math.min(tw, W - x0), h: Math.min(th, H - y0) };
    const from = turnRect(turn, cut, tw, th);
    const to = turnRect(turn, { ...cut, x: x0, y: y0 }, W, H);
    for (let row = 0; row < from.h; row++) {
      const at = (from.y + row) * tile.width + from.x;
      dst.set(src.subarray(at, at + from.w), (to.y + row) * out.width + to.x);
    }
  });
  return { data, width: out.width, height: out.height };
}

/** Halves of a grid's tiles for two threads: the first rows, then the rest. */
export function splitTiles(grid: HeicGrid, parts: number): number[][] {
  const rowsEach = Math.ceil(grid.rows / parts);
  return Array.from({ length: parts }, (_, i) =>
    grid.tiles.slice(i * rowsEach * grid.columns, (i + 1) * rowsEach * grid.columns),
  ).filter((part) => part.length > 0);
}
