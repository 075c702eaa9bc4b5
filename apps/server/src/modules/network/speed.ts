import { randomFillSync } from 'node:crypto';
import { Readable } from 'node:stream';

/** Bytes one download request may ask for: 4 streams × a few requests cover ~10 s at 1 Gbps. */
export const DOWNLOAD_MAX_BYTES = 64 * 1024 * 1024;
/** Bytes one upload request may send. */
export const UPLOAD_MAX_BYTES = 32 * 1024 * 1024;
/** Speed-test transfers running at once, for the whole server. */
export const MAX_CONCURRENT_TRANSFERS = 16;

const CHUNK = 64 * 1024;

/** Fresh cryptographically random bytes (incompressible, so no proxy can shrink them). */
export function randomStream(total: number): Readable {
  async function* chunks() {
    let left = total;
    while (left > 0) {
      const size = Math.min(CHUNK, left);
      yield randomFillSync(Buffer.allocUnsafe(size));
      left -= size;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Counts running transfers so a burst of requests cannot tie up the server. */
export class TransferSlots {
  private running = 0;
  constructor(private readonly max = MAX_CONCURRENT_TRANSFERS) {}

  /** Takes a slot; false when all are busy. */
  take(): boolean {
    if (this.running >= this.max) return false;
    this.running += 1;
    return true;
  }

  release(): void {
    this.running = Math.max(0, this.running - 1);
  }

  get inUse(): number {
    return this.running;
  }
}

/** Reads and discards a request body, failing once it passes `max` bytes. */
export async function drain(body: AsyncIterable<Buffer>, max: number): Promise<number | null> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > max) return null;
  }
  return total;
}

/**
 * The `bytes` a speed-test download asks for (1 MiB when not given), read as the download route's
 * former JSON schema read it: one value, any numeric string JavaScript reads as a number (" 5 ",
 * "1e3", "0x10"), a whole number of at least 1, or one too large to hold (the cap applies). Only
 * "-1e400" and "-Infinity", which the schema let through to a broken answer, are now refused.
 * Checked by hand because it was the server's only JSON schema: for it, Fastify loaded and ran
 * its validator compiler (Ajv and its formats, over 150 modules) at every start. Throws a 400.
 */
export function downloadSize(raw: unknown): number {
  const value = Array.isArray(raw) && raw.length === 1 ? (raw[0] as unknown) : raw;
  if (value === undefined) return 1024 * 1024;
  const n = typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  if (n === Number.POSITIVE_INFINITY || (Number.isInteger(n) && n >= 1)) return n;
  throw Object.assign(new Error(`querystring/bytes must be an integer of at least 1, got ${String(value)}`), {
    statusCode: 400,
  });
}
