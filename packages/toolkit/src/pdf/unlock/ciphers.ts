// The primitives of the PDF standard security handler: MD5 and RC4 written here (neither is in
// WebCrypto), AES-CBC and SHA-2 from WebCrypto (globalThis.crypto.subtle, in browsers, workers and Node).

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** MD5 (RFC 1321) of `data`. */
export function md5(data: Uint8Array): Uint8Array {
  const length = data.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(data);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(length / 0x20000000), true);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const m = new Uint32Array(16);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) m[i] = view.getUint32(offset + i * 4, true);
    let [a, b, c, d] = h as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) [f, g] = [(b & c) | (~b & d), i];
      else if (i < 32) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (i < 48) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      f = (f + a + (SINES[i] as number) + (m[g] as number)) >>> 0;
      const shift = SHIFTS[(i >> 4) * 4 + (i % 4)] as number;
      a = d;
      d = c;
      c = b;
      b = (b + ((f << shift) | (f >>> (32 - shift)))) >>> 0;
    }
    h[0] = ((h[0] as number) + a) >>> 0;
    h[1] = ((h[1] as number) + b) >>> 0;
    h[2] = ((h[2] as number) + c) >>> 0;
    h[3] = ((h[3] as number) + d) >>> 0;
  }
  const out = new Uint8Array(16);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word, true));
  return out;
}

/** RC4 with `key` over `data` (encryption and decryption are the same). */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + (s[i] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[k] = (data[k] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 255] as number);
  }
  return out;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const subtle = () => {
  const api = globalThis.crypto?.subtle;
  if (!api) throw Object.assign(new Error('WebCrypto is not available'), { code: 'pdf_encrypted_browser' });
  return api;
};

/** A copy of exactly these bytes (Node's Buffer.slice is a view, so `slice().buffer` could be the whole file). */
function buffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy.buffer;
}

function aesKey(key: Uint8Array, usage: 'encrypt' | 'decrypt') {
  return subtle().importKey('raw', buffer(key), { name: 'AES-CBC' }, false, [usage]);
}

/** AES-CBC encryption without padding (`data` is a whole number of blocks). */
export async function aesEncryptNoPad(
  key: Uint8Array,
  iv: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array> {
  const out = await subtle().encrypt(
    { name: 'AES-CBC', iv: buffer(iv) },
    await aesKey(key, 'encrypt'),
    buffer(data),
  );
  return new Uint8Array(out, 0, data.length); // drop the block WebCrypto's PKCS#7 padding added
}

/**
 * AES-CBC decryption without padding. WebCrypto always checks PKCS#7 padding, so a block is appended
 * that decrypts to a full padding block: E(k, 16 × 0x10 XOR last cipher block).
 */
export async function aesDecryptNoPad(
  key: Uint8Array,
  iv: Uint8Array,
  data: Uint8Array,
): Promise<Uint8Array> {
  if (data.length === 0 || data.length % 16 !== 0)
    throw new Error('AES data is not a whole number of blocks');
  const last = data.subarray(data.length - 16);
  const filler = await aesEncryptNoPad(key, last, new Uint8Array(16).fill(16));
  const out = await subtle().decrypt(
    { name: 'AES-CBC', iv: buffer(iv) },
    await aesKey(key, 'decrypt'),
    buffer(concat(data, filler)),
  );
  return new Uint8Array(out);
}

/** A PDF AES string or stream: 16 bytes of IV, then the CBC data with PKCS#7 padding. */
export async function aesDecryptPdf(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  if (data.length < 16) return new Uint8Array(0);
  const iv = data.subarray(0, 16);
  const body = data.subarray(16);
  if (body.length === 0) return new Uint8Array(0);
  try {
    const out = await subtle().decrypt(
      { name: 'AES-CBC', iv: buffer(iv) },
      await aesKey(key, 'decrypt'),
      buffer(body),
    );
    return new Uint8Array(out);
  } catch {
    // Broken padding (seen in the wild): keep every byte rather than lose the object.
    const whole = body.subarray(0, body.length - (body.length % 16));
    return whole.length ? aesDecryptNoPad(key, iv, whole) : new Uint8Array(0);
  }
}

export async function sha(bits: 256 | 384 | 512, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest(`SHA-${bits}`, buffer(data)));
}
