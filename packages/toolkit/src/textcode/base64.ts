/** Bytes per btoa call: a multiple of 3, so chunks join without padding in the middle. */
const ENCODE_CHUNK = 3 * 16_384;
/** Characters per atob call: a multiple of 4. */
const DECODE_CHUNK = 4 * 16_384;

/** Standard Base64 of `bytes`, built in chunks (large files never make one giant intermediate string). */
export function encodeBase64(bytes: Uint8Array, onProgress?: (done: number) => void): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += ENCODE_CHUNK) {
    const chunk = bytes.subarray(i, i + ENCODE_CHUNK);
    let binary = '';
    for (let k = 0; k < chunk.length; k += 8192)
      binary += String.fromCharCode.apply(null, chunk.subarray(k, k + 8192) as unknown as number[]);
    parts.push(btoa(binary));
    onProgress?.(Math.min(1, (i + ENCODE_CHUNK) / bytes.length));
  }
  return parts.join('');
}

/** Why a text could not be decoded; `position` counts from 1 in the text as given. */
export class Base64Error extends Error {
  readonly code = 'bad_base64';
  constructor(
    readonly reason: 'empty' | 'badChar' | 'badLength',
    readonly params: { position: number; found: string; reason?: string },
  ) {
    super(`Invalid Base64 (${reason})`);
    this.params = { ...params, reason }; // the reason travels with the params across a worker boundary
    this.name = 'Base64Error';
  }
}

export interface Decoded {
  bytes: Uint8Array;
  /** The MIME type named by a `data:` prefix, if the text had one. */
  declaredType: string | null;
}

const DATA_URL = /^\s*data:([^,;]*)((?:;[^,;]*)*?),/i;

/**
 * Decodes Base64 or a data URL. Accepts line breaks and spaces, the URL-safe alphabet (- _) and
 * missing padding; anything else is reported with its position.
 */
export function decodeBase64(input: string): Decoded {
  let text = input;
  let offset = 0;
  let declaredType: string | null = null;
  const m = DATA_URL.exec(text);
  if (m) {
    declaredType = m[1]!.trim().toLowerCase() || null;
    if (!/;base64/i.test(m[2]!)) {
      // A percent-encoded data URL (data:text/plain,Hello%20world) carries text, not Base64.
      return { bytes: new TextEncoder().encode(decodeURIComponent(text.slice(m[0].length))), declaredType };
    }
    offset = m[0].length;
    text = text.slice(offset);
  }
  const bad = /[^A-Za-z0-9+/\-_=\s]/.exec(text);
  if (bad) throw new Base64Error('badChar', { position: offset + bad.index + 1, found: bad[0] });
  let clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const misplacedPad = clean.replace(/=+$/, '').indexOf('=');
  if (misplacedPad !== -1) {
    const index = offset + nthNonSpace(text, misplacedPad);
    throw new Base64Error('badChar', { position: index + 1, found: '=' });
  }
  clean = clean.replace(/=+$/, '');
  if (!clean) throw new Base64Error('empty', { position: 0, found: '' });
  if (clean.length % 4 === 1) throw new Base64Error('badLength', { position: input.length, found: '' });
  clean += '='.repeat((4 - (clean.length % 4)) % 4);

  const out = new Uint8Array(
    (clean.length / 4) * 3 - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0),
  );
  let written = 0;
  for (let i = 0; i < clean.length; i += DECODE_CHUNK) {
    const binary = atob(clean.slice(i, i + DECODE_CHUNK));
    for (let k = 0; k < binary.length; k++) out[written++] = binary.charCodeAt(k);
  }
  return { bytes: out, declaredType };
}

function nthNonSpace(text: string, n: number): number {
  let seen = -1;
  for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!) && ++seen === n) return i;
  return text.length;
}

/** `data:<type>;base64,<...>` for bytes already encoded. */
export const toDataUrl = (base64: string, type: string) =>
  `data:${type || 'application/octet-stream'};base64,${base64}`;
