/**
 * Tiling for the super-resolution model: the photo is cut into tiles of at most `tile`×`tile`
 * pixels that overlap by `margin` on every inner side; the model sees the whole tile but only its
 * core (the tile without the margins) is kept, so every kept pixel had `margin` pixels of real
 * context around it and no seam shows. Memory stays one tile in and one tile out, whatever the size.
 */
export interface Tile {
  /** The region given to the model, in input pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The part of it kept (the core), in input pixels. */
  keepX: number;
  keepY: number;
  keepWidth: number;
  keepHeight: number;
}

/** Cores of `step` pixels along one side of `length`, each widened by `margin` within bounds. */
function spans(length: number, tile: number, margin: number) {
  const step = Math.max(1, tile - 2 * margin);
  const out: { start: number; size: number; keep: number; keepSize: number }[] = [];
  for (let keep = 0; keep < length; keep += step) {
    const keepSize = Math.min(step, length - keep);
    const start = Math.max(0, keep - margin);
    const end = Math.min(length, keep + keepSize + margin);
    out.push({ start, size: end - start, keep, keepSize });
  }
  return out;
}

/** The tiles covering a `width`×`height` image, row by row; their cores cover it exactly once. */
export function planTiles(width: number, height: number, tile: number, margin: number): Tile[] {
  const tiles: Tile[] = [];
  for (const r of spans(height, tile, margin))
    for (const c of spans(width, tile, margin))
      tiles.push({
        x: c.start,
        y: r.start,
        width: c.size,
        height: r.size,
        keepX: c.keep,
        keepY: r.keep,
        keepWidth: c.keepSize,
        keepHeight: r.keepSize,
      });
  return tiles;
}
