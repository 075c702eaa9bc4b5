/** Interleaved 8-bit samples: `channels` values per pixel, row after row. */
export interface Raster {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: number;
}

/**
 * One axis of an area-average resample: for each output index, the source indices it covers and the
 * share of each (fractional at the edges), so every source sample counts exactly once in all.
 */
function weights(from: number, to: number): { start: Int32Array; count: Int32Array; weight: Float32Array[] } {
  const scale = from / to;
  const start = new Int32Array(to);
  const count = new Int32Array(to);
  const weight: Float32Array[] = [];
  for (let o = 0; o < to; o++) {
    const a = o * scale;
    const b = Math.min(from, (o + 1) * scale);
    const first = Math.floor(a);
    const last = Math.min(from - 1, Math.ceil(b) - 1);
    const w = new Float32Array(last - first + 1);
    for (let s = first; s <= last; s++) w[s - first] = (Math.min(b, s + 1) - Math.max(a, s)) / scale;
    start[o] = first;
    count[o] = w.length;
    weight.push(w);
  }
  return { start, count, weight };
}

/**
 * Shrinks a raster to width × height by averaging the area each output pixel covers (a box filter with
 * exact fractional edges): the right filter for large reductions, no ringing, no aliasing.
 */
export function downscale(source: Raster, width: number, height: number): Raster {
  const { width: sw, height: sh, channels: ch, data } = source;
  if (width >= sw && height >= sh) return source;
  const xs = weights(sw, width);
  const ys = weights(sh, height);
  // Horizontal pass into floats (sh rows of `width` pixels), then vertical into bytes.
  const mid = new Float32Array(width * sh * ch);
  for (let y = 0; y < sh; y++) {
    const row = y * sw * ch;
    for (let x = 0; x < width; x++) {
      const s0 = xs.start[x]!;
      const w = xs.weight[x]!;
      const outAt = (y * width + x) * ch;
      for (let c = 0; c < ch; c++) {
        let sum = 0;
        for (let k = 0; k < w.length; k++) sum += data[row + (s0 + k) * ch + c]! * w[k]!;
        mid[outAt + c] = sum;
      }
    }
  }
  const out = new Uint8Array(width * height * ch);
  const stride = width * ch;
  for (let y = 0; y < height; y++) {
    const s0 = ys.start[y]!;
    const w = ys.weight[y]!;
    const outRow = y * stride;
    for (let i = 0; i < stride; i++) {
      let sum = 0;
      for (let k = 0; k < w.length; k++) sum += mid[(s0 + k) * stride + i]! * w[k]!;
      out[outRow + i] = Math.round(sum);
    }
  }
  return { data: out, width, height, channels: ch };
}

/** The raster as RGBA (what the JPEG encoder takes): grey is repeated into R, G and B. */
export function toRgba(raster: Raster): Uint8ClampedArray {
  const { data, width, height, channels } = raster;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let p = 0, q = 0; p < width * height; p++, q += channels) {
    const o = p * 4;
    if (channels === 1) {
      out[o] = out[o + 1] = out[o + 2] = data[q]!;
    } else {
      out[o] = data[q]!;
      out[o + 1] = data[q + 1]!;
      out[o + 2] = data[q + 2]!;
    }
    out[o + 3] = 255;
  }
  return out;
}

/** Keeps the first `channels` of each RGBA pixel (1 = the red channel of a grey image). */
export function fromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: number,
): Raster {
  if (channels === 4) return { data: rgba, width, height, channels };
  const out = new Uint8Array(width * height * channels);
  for (let p = 0; p < width * height; p++)
    for (let c = 0; c < channels; c++) out[p * channels + c] = rgba[p * 4 + c]!;
  return { data: out, width, height, channels };
}
