// Where an audio job's file goes, as positional writes: a WAV's and an MP3's first bytes are written
// last (they hold sizes and counts known only at the end), so a sink must take writes at any position.
// In a worker the sink is a file (OPFS, apps/web kit/output); elsewhere the bytes grow in memory.

/** Takes a file's bytes in pieces, each at its own position (a later write may overwrite an earlier). */
export interface ByteSink {
  write(data: Uint8Array, at: number): void;
}

/** A {@link ByteSink} in memory: the tests', and the browsers' without OPFS. */
export class MemoryBytes implements ByteSink {
  private buffer = new Uint8Array(64 * 1024);
  private end = 0;

  write(data: Uint8Array, at: number): void {
    const needed = at + data.length;
    if (needed > this.buffer.length) {
      // Doubling keeps the copies to about the final size in all.
      const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.end));
      this.buffer = grown;
    }
    this.buffer.set(data, at);
    this.end = Math.max(this.end, needed);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.end;
  }

  /** The file: a copy of exactly its bytes (its own ArrayBuffer, which can be transferred). */
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.end);
  }
}
