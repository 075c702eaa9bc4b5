/*
 * The file-name index: every name lower-cased in one growing byte buffer ('\n' after each), with
 * the start of each name in a Uint32Array, and for each of 2^16 trigram hashes the sorted list of
 * the entries whose names hold it. A query joins the lists of its words' trigrams (leapfrog, the
 * shortest list leading, galloping in the others), so words that are common alone but rare together
 * cost little, then checks each candidate's name once. Words shorter than three bytes are found by a
 * native Buffer.indexOf over the names instead. No per-name objects are made while querying.
 */

/** One found entry, before its path is built. */
export interface NameHit {
  id: number;
}

const initialEntries = 1024;
const hashBits = 16;
/** Longest name kept in the search buffer (a file name is at most 255 units on every file system). */
const maxNameUnits = 1000;

function trigramHash(a: number, b: number, c: number): number {
  return Math.imul((a << 16) | (b << 8) | c, 0x9e3779b1) >>> (32 - hashBits);
}

/** The first position ≥ from in a sorted list holding a value ≥ target (exponential then binary). */
function gallop(list: Uint32Array, len: number, from: number, target: number): number {
  if (from >= len || list[from]! >= target) return from;
  let step = 1;
  let lo = from;
  while (lo + step < len && list[lo + step]! < target) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(lo + step, len);
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class NameIndex {
  /** Original names (roots hold their full path in `rootPaths`, their base name here). */
  private names: string[] = [];
  private parent = new Int32Array(initialEntries);
  private flags = new Uint8Array(initialEntries);
  private starts = new Uint32Array(initialEntries + 1);
  private buf = Buffer.alloc(1 << 16, 10);
  private readonly postings: Uint32Array[] = Array.from({ length: 1 << hashBits }, () => new Uint32Array(0));
  private readonly postingLength = new Uint32Array(1 << hashBits);
  /** The last entry added to each list (a name's repeated trigram is listed once). */
  private readonly lastPosted = new Int32Array(1 << hashBits).fill(-1);
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
    const at = this.used;
    if (at + lower.length * 3 + 1 > this.buf.length) this.growBuffer(at + lower.length * 3 + 1);
    const end = at + this.buf.write(lower, at, 'utf8');
    const buf = this.buf;
    buf[end] = 10;
    const { postings, postingLength, lastPosted } = this;
    // A rolling key of the last three bytes: one buffer read per position.
    let key = end - at >= 2 ? (buf[at]! << 8) | buf[at + 1]! : 0;
    for (let p = at + 2; p < end; p++) {
      key = ((key << 8) | buf[p]!) & 0xffffff;
      const h = Math.imul(key, 0x9e3779b1) >>> (32 - hashBits);
      if (lastPosted[h] === id) continue;
      lastPosted[h] = id;
      let list = postings[h]!;
      const n = postingLength[h]!;
      if (n === list.length) {
        const grown = new Uint32Array(Math.max(4, n * 2));
        grown.set(list);
        postings[h] = list = grown;
      }
      list[n] = id;
      postingLength[h] = n + 1;
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

  /** Gives back the room kept for growth (after a full build: about a third of the memory). */
  compact(): void {
    for (let h = 0; h < this.postings.length; h++) {
      const n = this.postingLength[h]!;
      if (this.postings[h]!.length > n) this.postings[h] = this.postings[h]!.slice(0, n);
    }
    const buf = Buffer.alloc(this.used + 4096, 10);
    this.buf.copy(buf, 0, 0, this.used);
    this.buf = buf;
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
    // A lone word's three rarest trigrams, else each word's rarest: the lists of one word are alike
    // (every name holding "holi" holds "olid"), so more of them cost time in the join and prune
    // little; the candidates are checked on their names anyway.
    const hashes = new Set<number>();
    for (const word of words) {
      const b = Buffer.from(word, 'utf8');
      const own = new Set<number>();
      for (let p = 0; p + 2 < b.length; p++) own.add(trigramHash(b[p]!, b[p + 1]!, b[p + 2]!));
      const keep = words.length > 1 ? 1 : 3;
      const rarest = [...own].sort((x, y) => this.postingLength[x]! - this.postingLength[y]!).slice(0, keep);
      for (const h of rarest) hashes.add(h);
    }
    let skipped = 0;
    const restart = () => {
      skipped = 0;
      ids.length = 0;
    };
    const accept = (id: number): 'stop' | 'next' => {
      if (!this.liveWithAncestors(id)) return 'next';
      const lower = this.buf.toString('utf8', this.starts[id]!, this.nameEnd(id));
      if (!words.every((w) => lower.includes(w))) return 'next';
      if (skipped < skip) {
        skipped++;
        return 'next';
      }
      if (ids.length === limit) return 'stop';
      ids.push(id);
      return 'next';
    };
    if (hashes.size === 0) {
      // Only words of one or two bytes: scan the names for the longest.
      const needle = Buffer.from([...words].sort((a, b) => b.length - a.length)[0]!, 'utf8');
      const hay = this.buf.subarray(0, this.used);
      for (let pos = 0; ;) {
        const hit = hay.indexOf(needle, pos);
        if (hit < 0) return { ids, more: false };
        const id = this.entryAt(hit);
        pos = this.nameEnd(id) + 1;
        if (accept(id) === 'stop') return { ids, more: true };
      }
    }
    const lists = [...hashes]
      .map((h) => ({ list: this.postings[h]!, len: this.postingLength[h]!, at: 0 }))
      .sort((a, b) => a.len - b.len);
    const lead = lists[0]!;
    // Leapfrog first (a page of a common query comes quickly); when it steps too long through
    // dense lists, the bitset join finishes the work in a bounded time.
    const dense = lists.length > 1 && lead.len > this.count / 32;
    let steps = 0;
    for (let i = 0; i < lead.len;) {
      if (dense && ++steps > 4_000) {
        restart();
        return this.joinDense(lists, accept, ids);
      }
      const candidate = lead.list[i]!;
      let agreed = true;
      for (let k = 1; k < lists.length; k++) {
        const other = lists[k]!;
        other.at = gallop(other.list, other.len, other.at, candidate);
        if (other.at >= other.len) return { ids, more: false };
        const found = other.list[other.at]!;
        if (found !== candidate) {
          // Leapfrog: the lead jumps to the first entry the other list could agree on.
          i = gallop(lead.list, lead.len, i, found);
          agreed = false;
          break;
        }
      }
      if (!agreed) continue;
      if (accept(candidate) === 'stop') return { ids, more: true };
      i++;
    }
    return { ids, more: false };
  }

  /**
   * The join when even the rarest list holds over 1/32 of the entries (common words together, such
   * as "holiday,photo"): each list as a bitset, ANDed word by word, then the set bits in order.
   */
  private joinDense(
    lists: Array<{ list: Uint32Array; len: number }>,
    accept: (id: number) => 'stop' | 'next',
    ids: number[],
  ): { ids: number[]; more: boolean } {
    const size = (this.count + 31) >>> 5;
    const all = new Uint32Array(size);
    const one = new Uint32Array(size);
    lists.forEach(({ list, len }, k) => {
      const target = k === 0 ? all : one;
      if (k > 0) one.fill(0);
      for (let i = 0; i < len; i++) target[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
      if (k > 0) for (let w = 0; w < size; w++) all[w]! &= one[w]!;
    });
    for (let w = 0; w < size; w++) {
      for (let bits = all[w]!; bits !== 0; bits &= bits - 1) {
        const id = (w << 5) | (31 - Math.clz32(bits & -bits));
        if (accept(id) === 'stop') return { ids, more: true };
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
  }
}
