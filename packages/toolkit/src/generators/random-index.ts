/** Fills a buffer with random bytes; in the browser and in Node, crypto.getRandomValues. */
export type ByteSource = (bytes: Uint8Array) => void;

export const cryptoBytes: ByteSource = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

const RANGE = 2 ** 32;

/**
 * An unbiased random integer in [0, n) for 1 ≤ n ≤ 2^32: 32-bit draws at or above the largest
 * multiple of n are thrown away (rejection sampling), so `x % n` favours no value.
 */
export function randomIndex(n: number, source: ByteSource = cryptoBytes): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`randomIndex: bad range ${n}`);
  const limit = RANGE - (RANGE % n);
  const buffer = new Uint8Array(4);
  for (;;) {
    source(buffer);
    const x = ((buffer[0]! << 24) | (buffer[1]! << 16) | (buffer[2]! << 8) | buffer[3]!) >>> 0;
    if (x < limit) return x % n;
  }
}
