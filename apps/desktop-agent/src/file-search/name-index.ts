/*
 * The file-name index: every name lower-cased in one growing byte buffer ('\n' after each), with
 * the start of each name in a Uint32Array. The buffer is cut in 4 KiB blocks that no name crosses,
 * and each block has a 32 Kibit Bloom filter of the byte trigrams of its names. A query keeps the
 * blocks whose filters hold every trigram of every word (a rare word skips ~all of them), runs the
 * native Buffer.indexOf for its most selective word inside those blocks, maps a hit to its entry by
 * binary search, then checks the other words on that one name. No per-name objects are made while
 * scanning, so a million names answer in about a millisecond, and a common word stops after a page.
 */

/** One found entry, before its path is built. */
export interface NameHit {
  id: number;
}

const initialEntries = 1024;
const blockBits = 12;
const blockSize = 1 << blockBits;
/** Bloom filter bytes per block (32 Kibit: ~12 % false positives for a block of ~4000 trigrams). */
const bloomBytes = 4096;
const bloomMask = bloomBytes * 8 - 1;
/** Longest name kept in the search buffer (a file name is at most 255 units on every file system). */
const maxNameUnits = 1000;

function trigramBit(a: number, b: number, c: number): number {
  return (Math.imul((a << 16) | (b << 8) | c, 0x9e3779b1) >>> 17) & bloomMask;
}

export class NameIndex {
  /** Original names (roots hold their full path in `rootPaths`, their base name here). */
  private names: string[] = [];
  private parent = new Int32Array(initialEntries);
  private flags = new Uint8Array(initialEntries);
  private starts = new Uint32Array(initialEntries + 1);
  private buf = Buffer.alloc(1 << 16, 10);
  private bloom = new Uint8Array(((1 << 16) >> blockBits) << 12);
  private used = 0;
  private count = 0;
  private liveCount = 0;
  private readonly rootPaths = new Map<number, string>();
  private readonly children: Array<number[] | undefined> = [];

  /** Entries added and not removed. */
  get size(): number {
    return this.liveCount;
  }

  /** Adds a root folder (its full path); returns its id. */
  addRoot(fullPath: string): number {
    const base =
      fullPath
        .replace(/[\\/]+$/, '')
        .split(/[\\/]/)
        .pop() || fullPath;
    const id = this.add(-1, base, true);
    this.rootPaths.set(id, fullPath);
    return id;
  }

  /** Adds a name under a folder entry; returns its id. */
  add(parentId: number, name: string, isDir: boolean): number {
    const id = this.count;
    if (id + 1 >= this.parent.length) this.growEntries();
    const lower = name.slice(0, maxNameUnits).toLowerCase().replaceAll('\n', ' ');
    // A UTF-8 name takes at most 3 bytes per UTF-16 unit (surrogate pairs: 4 bytes per 2 units).
    const most = lower.length * 3 + 1;
    let at = this.used;
    // No name crosses a block: the rest of the block stays '\n' (the buffer is filled with them).
    if ((at & (blockSize - 1)) + most > blockSize) at = ((at >> blockBits) + 1) << blockBits;
    if (at + most > this.buf.length) this.growBuffer(at + most);
    const end = at + this.buf.write(lower, at, 'utf8');
    this.buf[end] = 10;
    const bloomAt = (at >> blockBits) * bloomBytes;
    const buf = this.buf;
    for (let p = at; p + 2 < end; p++) {
      const bit = trigramBit(buf[p]!, buf[p + 1]!, buf[p + 2]!);
      this.bloom[bloomAt + (bit >> 3)]! |= 1 << (bit & 7);
    }
    this.starts[id] = at;
    this.used = end + 1;
    this.names.push(name);
    this.parent[id] = parentId;
    this.flags[id] = 1 | (isDir ? 2 : 0);
    if (parentId >= 0) (this.children[parentId] ??= []).push(id);
    this.count++;
    this.liveCount++;
    return id;
  }

  /** Removes an entry (and so, for queries, everything under it). */
  remove(id: number): void {
    if (id < 0 || id >= this.count || !(this.flags[id]! & 1)) return;
    this.flags[id] = this.flags[id]! & ~1;
    this.liveCount--;
    const p = this.parent[id]!;
    const siblings = p >= 0 ? this.children[p] : undefined;
    if (siblings) {
      const at = siblings.indexOf(id);
      if (at >= 0) siblings.splice(at, 1);
    }
    const kids = this.children[id];
    this.children[id] = undefined;
    for (const child of kids ?? []) this.remove(child);
  }

  isDir(id: number): boolean {
    return (this.flags[id]! & 2) !== 0;
  }

  isLive(id: number): boolean {
    return (this.flags[id]! & 1) !== 0;
  }

  nameOf(id: number): string {
    return this.names[id]!;
  }

  /** Live child ids of a folder entry. */
  childrenOf(id: number): readonly number[] {
    return this.children[id] ?? [];
  }

  /** The full path of an entry. */
  pathOf(id: number): string {
    const parts: string[] = [];
    let at = id;
    while (at >= 0) {
      const root = this.rootPaths.get(at);
      if (root !== undefined) {
        parts.push(root.replace(/[\\/]+$/, '') || root);
        break;
      }
      parts.push(this.names[at]!);
      at = this.parent[at]!;
    }
    const sep = parts[parts.length - 1]?.includes('\\') ? '\\' : '/';
    return parts.reverse().join(sep);
  }

  /**
   * Ids of live entries whose names hold every word (lower-cased, non-empty), in index order,
   * skipping `skip` matches and returning at most `limit`; `more` tells whether others follow.
   */
  query(words: readonly string[], skip: number, limit: number): { ids: number[]; more: boolean } {
    const ids: number[] = [];
    if (words.length === 0) return { ids, more: false };
    const needles = words.map((w) => Buffer.from(w, 'utf8'));
    const bits = needles.map((n) => {
      const out: number[] = [];
      for (let p = 0; p + 2 < n.length; p++) out.push(trigramBit(n[p]!, n[p + 1]!, n[p + 2]!));
      return out;
    });
    const blocks = this.used === 0 ? 0 : ((this.used - 1) >> blockBits) + 1;
    // The word found in the fewest blocks leads (ties: the longest); all must pass in a block.
    const passes = (k: number, wordBits: number[]) => {
      const base = k * bloomBytes;
      for (const bit of wordBits) if (!(this.bloom[base + (bit >> 3)]! & (1 << (bit & 7)))) return false;
      return true;
    };
    let lead = 0;
    if (needles.length > 1) {
      const counts = bits.map((b) => {
        let n = 0;
        for (let k = 0; k < blocks; k++) if (passes(k, b)) n++;
        return n;
      });
      for (let i = 1; i < needles.length; i++) {
        if (
          counts[i]! < counts[lead]! ||
          (counts[i] === counts[lead] && needles[i]!.length > needles[lead]!.length)
        )
          lead = i;
      }
    }
    const needle = needles[lead]!;
    const rest = words.filter((_, i) => i !== lead);
    let skipped = 0;
    for (let k = 0; k < blocks; k++) {
      if (!bits.every((b) => passes(k, b))) continue;
      const start = k << blockBits;
      const hay = this.buf.subarray(start, Math.min(start + blockSize, this.used));
      let pos = 0;
      for (;;) {
        const hit = hay.indexOf(needle, pos);
        if (hit < 0) break;
        const id = this.entryAt(start + hit);
        pos = this.nameEnd(id) - start;
        if (!this.liveWithAncestors(id)) continue;
        if (rest.length > 0) {
          const lower = this.buf.toString('utf8', this.starts[id]!, this.nameEnd(id));
          if (!rest.every((w) => lower.includes(w))) continue;
        }
        if (skipped < skip) {
          skipped++;
          continue;
        }
        if (ids.length === limit) return { ids, more: true };
        ids.push(id);
      }
    }
    return { ids, more: false };
  }

  /** Offset of the '\n' after an entry's name. */
  private nameEnd(id: number): number {
    return this.buf.indexOf(10, this.starts[id]!);
  }

  /** The entry whose name holds byte `offset` (last start ≤ offset). */
  private entryAt(offset: number): number {
    let lo = 0;
    let hi = this.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private liveWithAncestors(id: number): boolean {
    for (let at = id; at >= 0; at = this.parent[at]!) if (!(this.flags[at]! & 1)) return false;
    return true;
  }

  private growEntries(): void {
    const n = this.parent.length * 2;
    const parent = new Int32Array(n);
    parent.set(this.parent);
    this.parent = parent;
    const flags = new Uint8Array(n);
    flags.set(this.flags);
    this.flags = flags;
    const starts = new Uint32Array(n + 1);
    starts.set(this.starts);
    this.starts = starts;
  }

  private growBuffer(need: number): void {
    let n = this.buf.length * 2;
    while (n < need) n *= 2;
    const next = Buffer.alloc(n, 10);
    this.buf.copy(next, 0, 0, this.used);
    this.buf = next;
    const bloom = new Uint8Array((n >> blockBits) * bloomBytes);
    bloom.set(this.bloom);
    this.bloom = bloom;
  }
}
