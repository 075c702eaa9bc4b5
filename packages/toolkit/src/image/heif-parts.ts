// Walks a HEIF/HEIC file's boxes (ISO BMFF) to its items: where each item's bytes are (iloc), what it
// is (iinf), which items describe which (iref 'cdsc': EXIF and XMP belong to an image) and each
// image's colour profile (iprp). Only the 'meta' box is read; the coded pictures are never touched.
// Every read is bounded, so a hostile size or offset reads nothing outside the file.

export interface HeifItem {
  id: number;
  /** 'hvc1', 'grid', 'Exif', 'mime' (XMP is a mime item of type application/rdf+xml), … */
  type: string;
  contentType?: string;
  /** The item's bytes as [offset, offset + length) ranges of the file; null when not stored in it. */
  extents: Array<{ offset: number; length: number }> | null;
  /** Items this one describes ('cdsc' references). */
  describes: number[];
  /** The items a derived image (a grid of tiles) is made of ('dimg' references). */
  madeOf: number[];
}

export interface HeifLayout {
  primary: number | null;
  items: HeifItem[];
  /** Some item's bytes lie past the end of the file: the file was cut short. */
  truncated: boolean;
  /** The ICC profile ('colr' of type 'prof' or 'rICC') an item's properties carry. */
  iccOf: (id: number) => Uint8Array | undefined;
  /** An item's properties ('ispe', 'irot', 'clap', …) in the order ipma lists them. */
  propertiesOf: (id: number) => HeifBox[];
}

/** A box of the file: its type and its content (after its size and type), [start, end). */
export interface HeifBox {
  type: string;
  start: number;
  end: number;
}
type Box = HeifBox;

function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const out: Box[] = [];
  for (let pos = from; pos + 8 <= to;) {
    let size = view.getUint32(pos);
    let header = 8;
    if (size === 1) {
      if (pos + 16 > to) break;
      size = view.getUint32(pos + 8) * 2 ** 32 + view.getUint32(pos + 12);
      header = 16;
    } else if (size === 0) size = to - pos;
    if (size < header || pos + size > to) break;
    out.push({
      type: String.fromCharCode(...b.subarray(pos + 4, pos + 8)),
      start: pos + header,
      end: pos + size,
    });
    pos += size;
  }
  return out;
}

/** A cursor over one box's content that refuses to read past its end. */
function cursor(b: Uint8Array, box: Box) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = box.start;
  const need = (n: number) => {
    if (at + n > box.end) throw new RangeError('box too short');
  };
  const c = {
    get at() {
      return at;
    },
    skip: (n: number) => (need(n), (at += n)),
    u8: () => (need(1), b[at++]!),
    u16: () => (need(2), (at += 2), view.getUint16(at - 2)),
    u32: () => (need(4), (at += 4), view.getUint32(at - 4)),
    /** An unsigned number of 0, 4 or 8 bytes (iloc's field sizes). */
    uint: (size: number) =>
      size === 0 ? 0 : size === 4 ? c.u32() : size === 8 ? c.u32() * 2 ** 32 + c.u32() : c.u16(),
    fourcc: () => (need(4), (at += 4), String.fromCharCode(...b.subarray(at - 4, at))),
    cstring: () => {
      const nul = b.subarray(at, box.end).indexOf(0);
      const end = nul < 0 ? box.end : at + nul;
      const text = new TextDecoder().decode(b.subarray(at, end));
      at = Math.min(box.end, end + 1);
      return text;
    },
    /** version and flags of a full box. */
    full: () => {
      const word = c.u32();
      return { version: word >>> 24, flags: word & 0xffffff };
    },
  };
  return c;
}

/** The items of a HEIF file, or null when it has no readable 'meta' box. */
export function heifLayout(b: Uint8Array): HeifLayout | null {
  const top = boxes(b, 0, b.length);
  if (top[0]?.type !== 'ftyp') return null;
  const meta = top.find((x) => x.type === 'meta');
  if (!meta) return null;
  try {
    const inner = boxes(b, meta.start + 4, meta.end);
    const get = (type: string) => inner.find((x) => x.type === type);
    const items = new Map<number, HeifItem>();
    const iinf = get('iinf');
    if (iinf) {
      const c = cursor(b, iinf);
      c.skip(c.full().version === 0 ? 2 : 4); // the entry count
      for (const infe of boxes(b, c.at, iinf.end).filter((x) => x.type === 'infe')) {
        const e = cursor(b, infe);
        const { version } = e.full();
        if (version < 2) continue;
        const id = version === 2 ? e.u16() : e.u32();
        e.skip(2);
        const type = e.fourcc();
        e.cstring();
        const item: HeifItem = { id, type, extents: null, describes: [], madeOf: [] };
        if (type === 'mime') item.contentType = e.cstring();
        items.set(id, item);
      }
    }
    const idat = get('idat');
    const iloc = get('iloc');
    const truncated = iloc ? readIloc(b, iloc, items, idat) : false;
    const iref = get('iref');
    if (iref) {
      const c = cursor(b, iref);
      const wide = c.full().version === 1;
      for (const ref of boxes(b, c.at, iref.end)) {
        const r = cursor(b, ref);
        const from = wide ? r.u32() : r.u16();
        const count = r.u16();
        const to = Array.from({ length: count }, () => (wide ? r.u32() : r.u16()));
        if (ref.type === 'cdsc') items.get(from)?.describes.push(...to);
        if (ref.type === 'dimg') items.get(from)?.madeOf.push(...to);
      }
    }
    const pitm = get('pitm');
    const primary = pitm
      ? (() => {
          const c = cursor(b, pitm);
          return c.full().version === 0 ? c.u16() : c.u32();
        })()
      : null;
    const props = readProperties(b, get('iprp'));
    const propertiesOf = (id: number) => props.get(id) ?? [];
    const kind = (p: Box) => String.fromCharCode(...b.subarray(p.start, p.start + 4));
    const iccOf = (id: number) => {
      const colr = propertiesOf(id).findLast(
        (p) => p.type === 'colr' && p.end - p.start >= 4 && (kind(p) === 'prof' || kind(p) === 'rICC'),
      );
      return colr && b.subarray(colr.start + 4, colr.end);
    };
    return { primary, items: [...items.values()], truncated, iccOf, propertiesOf };
  } catch {
    return null;
  }
}

/** Reads the item locations; true when some extent lies past the end of the file. */
function readIloc(b: Uint8Array, iloc: Box, items: Map<number, HeifItem>, idat: Box | undefined): boolean {
  let truncated = false;
  const c = cursor(b, iloc);
  const { version } = c.full();
  const sizes = c.u16();
  const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version === 1 || version === 2 ? sizes & 15 : 0;
  const count = version < 2 ? c.u16() : c.u32();
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? c.u16() : c.u32();
    const method = version === 1 || version === 2 ? c.u16() & 15 : 0;
    c.skip(2); // data reference index
    const base = c.uint(baseSize);
    const extents = Array.from({ length: c.u16() }, () => {
      c.uint(indexSize);
      return { offset: base + c.uint(offsetSize), length: c.uint(lengthSize) };
    });
    const item = items.get(id);
    if (!item || method === 2) continue;
    const origin = method === 1 ? (idat?.start ?? Infinity) : 0;
    const limit = method === 1 ? (idat?.end ?? 0) : b.length;
    const placed = extents.map((e) => ({ offset: origin + e.offset, length: e.length }));
    // A zero length means "to the end of the file" for a single extent.
    if (placed.length === 1 && placed[0]!.length === 0) placed[0]!.length = limit - placed[0]!.offset;
    const inside = placed.every((e) => e.offset + e.length <= limit);
    truncated ||= !inside;
    item.extents = inside ? placed : null;
  }
  return truncated;
}

/** Each item's properties, from the ipma associations into ipco, in their listed order. */
function readProperties(b: Uint8Array, iprp: Box | undefined): Map<number, Box[]> {
  const out = new Map<number, Box[]>();
  if (!iprp) return out;
  const inner = boxes(b, iprp.start, iprp.end);
  const ipco = inner.find((x) => x.type === 'ipco');
  if (!ipco) return out;
  const props = boxes(b, ipco.start, ipco.end);
  for (const ipma of inner.filter((x) => x.type === 'ipma')) {
    const c = cursor(b, ipma);
    const { version, flags } = c.full();
    for (let n = c.u32(); n > 0; n--) {
      const id = version < 1 ? c.u16() : c.u32();
      const list = out.get(id) ?? [];
      out.set(id, list);
      for (let k = c.u8(); k > 0; k--) {
        const index = (flags & 1 ? c.u16() : c.u8()) & (flags & 1 ? 0x7fff : 0x7f);
        const prop = props[index - 1];
        if (prop) list.push(prop);
      }
    }
  }
  return out;
}

/** The bytes of an item stored in one piece, or null (not in the file, or in several pieces). */
export function itemBytes(b: Uint8Array, item: HeifItem): Uint8Array | null {
  const [only, ...more] = item.extents ?? [];
  return only && more.length === 0 ? b.subarray(only.offset, only.offset + only.length) : null;
}

/**
 * An EXIF item's TIFF block as [start, end) in the file: the item starts with a 4-byte offset to the
 * TIFF header (usually 6, past 'Exif\0\0'). Null when the item is not in one piece or the offset is bad.
 */
export function exifTiffRange(b: Uint8Array, item: HeifItem): { start: number; end: number } | null {
  const bytes = itemBytes(b, item);
  if (!bytes || bytes.length < 12) return null;
  const skip = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const start = item.extents![0]!.offset + 4 + skip;
  const end = item.extents![0]!.offset + bytes.length;
  return start + 8 <= end ? { start, end } : null;
}
