// Decodes every top-level image of a HEIC/HEIF file with libheif (an LGPL WebAssembly build the caller
// loads and passes in, so it stays a separate, replaceable module), as a viewer shows it: libheif
// applies the file's rotation, mirroring and crop. Each image comes with the metadata that describes
// it (EXIF with its orientation reset to 1, since the turn is now in the pixels; XMP; ICC profile).
import type { Pixels } from './compress.ts';
import { MAX_CANVAS_PIXELS } from './compress.ts';
import { setTiffOrientation } from './exif-fields.ts';
import { assembleGrid, gridOf, gridSize, splitTiles, turnTile, type HeicTile } from './heic-grid.ts';
import { exifTiffRange, heifLayout, itemBytes, type HeifLayout } from './heif-parts.ts';
import type { CarriedMetadata } from './metadata-write.ts';

/** The slice of libheif-js's API (its embind module) this engine uses. */
export interface LibHeif {
  heif_context_alloc(): unknown;
  heif_context_free(ctx: unknown): void;
  heif_context_read_from_memory(ctx: unknown, data: Uint8Array): { code: unknown; message?: string };
  heif_js_context_get_list_of_top_level_image_IDs(ctx: unknown): number[] | { code: unknown };
  heif_js_context_get_image_handle(ctx: unknown, id: number): unknown;
  heif_image_handle_release(handle: unknown): void;
  heif_image_handle_get_width(handle: unknown): number;
  heif_image_handle_get_height(handle: unknown): number;
  heif_image_handle_has_alpha_channel(handle: unknown): boolean | number;
  heif_js_decode_image2(handle: unknown, colorspace: unknown, chroma: unknown): unknown;
  heif_image_release(image: unknown): void;
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: unknown };
  heif_error_code: { heif_error_Ok: unknown };
  _malloc(size: number): number;
  _free(pointer: number): void;
}

interface DecodedChannel {
  id: unknown;
  width: number;
  height: number;
  stride: number;
  data: Uint8Array;
}

export type HeicRefusal = 'not_heic' | 'damaged' | 'too_large';

export interface HeicImage extends CarriedMetadata {
  /** The image's item id; `primary` is the one a viewer shows first. */
  id: number;
  primary: boolean;
  pixels: Pixels;
}

/** Decodes some tiles of the same file elsewhere (another worker, with its own libheif). */
export type TileHelper = (ids: number[], turn: number) => Promise<HeicTile[]>;

/** An opened HEIC file: how many images it holds, each decoded on request. Call close() when done. */
export interface HeicFile {
  count: number;
  /** Width × height of each image as it will come out (before decoding), for size checks. */
  sizes: Array<{ width: number; height: number }>;
  /**
   * Decodes image `index`. With `helper`, a grid image has half its tiles decoded by the helper while
   * this thread decodes the other half (same pixels as the whole-image decode, in about half the time).
   */
  decode(index: number, helper?: TileHelper): Promise<HeicImage | HeicRefusal>;
  close(): void;
}

const isHeif = (b: Uint8Array) => b.length >= 12 && String.fromCharCode(...b.subarray(4, 8)) === 'ftyp';

/** Opens a HEIC file; a refusal names why (not a HEIF file, damaged). */
export function openHeic(lib: LibHeif, bytes: Uint8Array): HeicFile | HeicRefusal {
  if (!isHeif(bytes)) return 'not_heic';
  const layout = heifLayout(bytes);
  if (layout?.truncated) return 'damaged';
  const ctx = lib.heif_context_alloc();
  const fail = (reason: HeicRefusal) => (lib.heif_context_free(ctx), reason);
  if (lib.heif_context_read_from_memory(ctx, bytes).code !== lib.heif_error_code.heif_error_Ok)
    return fail('damaged');
  const ids = lib.heif_js_context_get_list_of_top_level_image_IDs(ctx);
  if (!Array.isArray(ids) || ids.length === 0 || !layout) return fail('damaged');
  const sizes = ids.map((id) => {
    const handle = lib.heif_js_context_get_image_handle(ctx, id);
    const size = {
      width: lib.heif_image_handle_get_width(handle),
      height: lib.heif_image_handle_get_height(handle),
    };
    lib.heif_image_handle_release(handle);
    return size;
  });
  return {
    count: ids.length,
    sizes,
    decode: async (index, helper) => {
      const id = ids[index]!;
      const { width, height } = sizes[index]!;
      if (width * height > MAX_CANVAS_PIXELS) return 'too_large';
      const meta = () => ({ id, primary: id === layout.primary, ...metadataOf(bytes, layout, id) });
      const handle = lib.heif_js_context_get_image_handle(ctx, id);
      const grid =
        helper && !lib.heif_image_handle_has_alpha_channel(handle) ? gridOf(bytes, layout, id) : null;
      const out = grid && gridSize(grid);
      if (grid && out?.width === width && out.height === height) {
        lib.heif_image_handle_release(handle);
        const [mine, theirs = []] = splitTiles(grid, 2);
        const remote = helper!(theirs, grid.turn);
        const local = decodeTiles(lib, ctx, mine!, grid.turn);
        // A helper that failed (a worker that could not start, out of memory) costs time, not the photo.
        const tiles = await remote.catch(() => decodeTiles(lib, ctx, theirs, grid.turn));
        if (typeof local === 'string' || typeof tiles === 'string') return 'damaged';
        return { ...meta(), pixels: assembleGrid(grid, [...local, ...tiles]) };
      }
      try {
        // Grow the heap first: the build's views of decoded planes break if memory grows under them.
        lib._free(lib._malloc(width * height * 8 + (16 << 20)));
        const image = (await lib.heif_js_decode_image2(
          handle,
          lib.heif_colorspace.heif_colorspace_RGB,
          lib.heif_chroma.heif_chroma_interleaved_RGBA,
        )) as { channels?: DecodedChannel[]; image: unknown; code?: unknown } | undefined;
        const channel = image?.channels?.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
        if (!image || !channel) return 'damaged';
        const pixels = copyRows(channel);
        lib.heif_image_release(image.image);
        return { ...meta(), pixels };
      } finally {
        lib.heif_image_handle_release(handle);
      }
    },
    close: () => lib.heif_context_free(ctx),
  };
}

/** Tiles of an open file decoded one by one, each as libheif decodes it inside its grid. */
function decodeTiles(lib: LibHeif, ctx: unknown, ids: number[], turn: number): HeicTile[] | 'damaged' {
  const tiles: HeicTile[] = [];
  for (const id of ids) {
    const handle = lib.heif_js_context_get_image_handle(ctx, id);
    try {
      const size = lib.heif_image_handle_get_width(handle) * lib.heif_image_handle_get_height(handle);
      lib._free(lib._malloc(size * 8 + (16 << 20))); // grow the heap first, as decode does
      const image = lib.heif_js_decode_image2(
        handle,
        lib.heif_colorspace.heif_colorspace_RGB,
        lib.heif_chroma.heif_chroma_interleaved_RGBA,
      ) as { channels?: DecodedChannel[]; image: unknown } | undefined;
      const channel = image?.channels?.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
      if (!image || !channel) return 'damaged';
      const { data, width, height } = copyRows(channel);
      lib.heif_image_release(image.image);
      tiles.push(turnTile({ id, width, height, data }, turn));
    } finally {
      lib.heif_image_handle_release(handle);
    }
  }
  return tiles;
}

/** Tiles of a HEIC file decoded (and turned) by a helper thread: it opens the file with its own libheif. */
export function decodeHeicTiles(
  lib: LibHeif,
  bytes: Uint8Array,
  ids: number[],
  turn: number,
): HeicTile[] | HeicRefusal {
  const ctx = lib.heif_context_alloc();
  try {
    if (lib.heif_context_read_from_memory(ctx, bytes).code !== lib.heif_error_code.heif_error_Ok)
      return 'damaged';
    return decodeTiles(lib, ctx, ids, turn);
  } finally {
    lib.heif_context_free(ctx);
  }
}

/** The interleaved RGBA rows out of libheif's memory into our own buffer (its rows may be padded). */
function copyRows(c: DecodedChannel): Pixels {
  const row = c.width * 4;
  const data = new Uint8ClampedArray(row * c.height);
  if (c.stride === row) data.set(c.data.subarray(0, data.length));
  else
    for (let y = 0; y < c.height; y++) data.set(c.data.subarray(y * c.stride, y * c.stride + row), y * row);
  return { data, width: c.width, height: c.height };
}

/** The EXIF (a copy, orientation reset to 1), XMP and ICC profile that describe image `id`. */
function metadataOf(bytes: Uint8Array, layout: HeifLayout, id: number): CarriedMetadata {
  const about = layout.items.filter((item) => item.describes.includes(id));
  const meta: CarriedMetadata = {};
  const exifItem = about.find((item) => item.type === 'Exif');
  const range = exifItem ? exifTiffRange(bytes, exifItem) : null;
  if (range) {
    const exif = bytes.slice(range.start, range.end);
    setTiffOrientation({ bytes: exif, start: 0, end: exif.length }, 1);
    meta.exif = exif;
  }
  const xmpItem = about.find((item) => item.type === 'mime' && item.contentType === 'application/rdf+xml');
  const xmp = xmpItem ? itemBytes(bytes, xmpItem) : null;
  if (xmp) meta.xmp = uprightXmp(xmp.slice());
  const grid = layout.items.find((item) => item.id === id);
  const icc = layout.iccOf(id) ?? (grid?.madeOf[0] === undefined ? undefined : layout.iccOf(grid.madeOf[0]));
  if (icc) meta.icc = icc.slice();
  return meta;
}

/** An XMP packet's tiff:Orientation set to 1 in place (one digit), as the EXIF one is. */
function uprightXmp(xmp: Uint8Array): Uint8Array {
  const text = String.fromCharCode(...xmp.subarray(0, Math.min(xmp.length, 1 << 20)));
  for (const m of text.matchAll(/tiff:Orientation(="|>)[1-8]/g)) xmp[m.index + m[0].length - 1] = 0x31;
  return xmp;
}
