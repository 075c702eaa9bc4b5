import { watch, type FSWatcher } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileSearchPageSize, type FileSearchResult } from '@toolbox/contracts';
import { keywordWords, nameHtml } from './highlight.ts';
import { NameIndex } from './name-index.ts';
import { descends, readFolder, scanInto } from './scanner.ts';

export interface FileSearchOptions {
  /** Folders or volumes indexed. */
  roots: string[];
  /** inotify watches are limited; past this many folders a periodic rescan keeps the index fresh. */
  maxWatches?: number;
  /** Period of that rescan, ms. */
  rescanMs?: number;
  /** Watch for changes (tests of the plain index turn it off). */
  watch?: boolean;
}

/** Where recursive fs.watch is native (one handle per volume); elsewhere one watch per folder. */
const recursiveWatch = process.platform === 'win32' || process.platform === 'darwin';

/**
 * The file-search feature: builds the name index over the chosen roots, keeps it fresh by watching
 * (or by periodic rescans past the watch limit) and answers queries a page at a time.
 */
export class FileSearch {
  private index = new NameIndex();
  private building: Promise<void> | null = null;
  private readonly folderIds = new Map<string, number>();
  private readonly watchers = new Map<number, FSWatcher>();
  private readonly pending = new Map<number, string>();
  private flushTimer: NodeJS.Timeout | null = null;
  private rescanTimer: NodeJS.Timeout | null = null;
  private overLimit = false;
  /** Seconds the last build took and how many entries it read. */
  lastBuild = { entries: 0, ms: 0 };

  constructor(private readonly options: FileSearchOptions) {}

  get roots(): readonly string[] {
    return this.options.roots;
  }

  get indexed(): number {
    return this.index.size;
  }

  /** Builds (or rebuilds) the index; concurrent callers share one build. */
  build(): Promise<void> {
    this.building ??= this.rebuild().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  /** Resolves when no build is running (file-search:wait-index). */
  async waitIndex(): Promise<void> {
    while (this.building) await this.building;
  }

  /** A page (from 1) of entries whose names hold every word of the comma-joined keyword. */
  query(keyword: string, pageNum = 1): FileSearchResult {
    const started = performance.now();
    const words = keywordWords(keyword);
    const { ids, more } = this.index.query(words, (pageNum - 1) * fileSearchPageSize, fileSearchPageSize);
    const fileSearchDTOS = ids.map((id) => {
      const name = this.index.nameOf(id);
      return {
        path: this.index.pathOf(id),
        name,
        nameHtml: nameHtml(name, words),
        isDir: this.index.isDir(id),
      };
    });
    return {
      fileSearchDTOS,
      pageNum,
      pageSize: fileSearchPageSize,
      hasMore: more,
      indexed: this.index.size,
      tookMs: Math.round((performance.now() - started) * 100) / 100,
    };
  }

  /** Stops watching and rescanning. */
  close(): void {
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.rescanTimer) clearInterval(this.rescanTimer);
    this.flushTimer = this.rescanTimer = null;
  }

  private async rebuild(): Promise<void> {
    const started = performance.now();
    this.close();
    this.folderIds.clear();
    this.overLimit = false;
    const next = new NameIndex();
    const onFolder = (id: number, path: string) => this.onFolder(id, path);
    for (const root of this.options.roots) {
      const id = next.addRoot(root);
      await scanInto(next, id, root, onFolder);
      if (this.options.watch !== false && recursiveWatch) this.watchRecursive(root);
    }
    next.compact();
    this.index = next;
    this.lastBuild = { entries: next.size, ms: performance.now() - started };
    if (this.overLimit && this.options.watch !== false) {
      this.rescanTimer = setInterval(() => void this.build(), this.options.rescanMs ?? 300_000);
      this.rescanTimer.unref();
    }
  }

  private onFolder(id: number, path: string): void {
    this.folderIds.set(path, id);
    if (this.options.watch === false || recursiveWatch) return;
    if (this.watchers.size >= (this.options.maxWatches ?? 8000)) {
      this.overLimit = true;
      return;
    }
    try {
      const w = watch(path, { persistent: false }, () => this.schedule(id, path));
      w.on('error', () => this.unwatch(id));
      this.watchers.set(id, w);
    } catch {
      this.overLimit = true;
    }
  }

  private watchRecursive(root: string): void {
    try {
      const w = watch(root, { recursive: true, persistent: false }, (_event, file) => {
        if (!file) return void this.build();
        const folder = dirname(join(root, String(file)));
        const id = this.folderIds.get(folder);
        if (id !== undefined) this.schedule(id, folder);
      });
      this.watchers.set(-this.watchers.size - 1, w);
    } catch {
      this.overLimit = true;
    }
  }

  private unwatch(id: number): void {
    this.watchers.get(id)?.close();
    this.watchers.delete(id);
  }

  /** Changes come in bursts (an unzip, a copy): folders are re-read together 50 ms after the last. */
  private schedule(id: number, path: string): void {
    this.pending.set(id, path);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => void this.flush(), 50);
    this.flushTimer.unref();
  }

  private async flush(): Promise<void> {
    this.flushTimer = null;
    const folders = [...this.pending];
    this.pending.clear();
    for (const [id, path] of folders) await this.reconcile(id, path);
  }

  /** Brings one folder's children in the index in line with the disk. */
  private async reconcile(id: number, path: string): Promise<void> {
    const index = this.index;
    if (!index.isLive(id)) return this.unwatch(id);
    const onDisk = new Map(readFolder(path).map((e) => [e.name, e]));
    for (const child of [...index.childrenOf(id)]) {
      const entry = onDisk.get(index.nameOf(child));
      if (entry && entry.isDirectory() === index.isDir(child)) {
        onDisk.delete(entry.name);
        continue;
      }
      this.forgetFolders(index, child);
      index.remove(child);
    }
    for (const entry of onDisk.values()) {
      const isDir = entry.isDirectory();
      const child = index.add(id, entry.name, isDir);
      if (isDir && descends(entry)) {
        await scanInto(index, child, join(path, entry.name), (fid, fpath) => this.onFolder(fid, fpath));
      }
    }
  }

  private forgetFolders(index: NameIndex, id: number): void {
    if (!index.isDir(id)) return;
    this.unwatch(id);
    for (const child of index.childrenOf(id)) this.forgetFolders(index, child);
  }
}
