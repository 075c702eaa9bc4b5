import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { checkKey, StorageMissingError, type Storage } from './storage.ts';

/** Files on local disk under `root` (DATA_DIR/files). Writes go to a temp name and are renamed in. */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));

  return {
    kind: 'local',
    async put(key, body, size) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
        const written = (await stat(temp)).size;
        if (written !== size) throw new Error(`wrote ${written} bytes of ${size} for ${key}`);
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async read(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new StorageMissingError(key);
      }
      return createReadStream(path);
    },
    async readRange(key, start, end) {
      const handle = await open(pathOf(key), 'r').catch(() => {
        throw new StorageMissingError(key);
      });
      try {
        const buffer = Buffer.alloc(Math.max(0, end - start));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async delete(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
      // Drop folders left empty (a finished upload's parts/<id>/).
      for (const key of keys) {
        let dir = dirname(pathOf(key));
        while (dir.startsWith(root + sep) && dir !== root) {
          const left = await readdir(dir).catch(() => null);
          if (!left || left.length > 0) break;
          await rm(dir, { recursive: true, force: true });
          dir = dirname(dir);
        }
      }
    },
    async *list(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      const start = trimmed ? pathOf(trimmed) : root;
      const stack = [start];
      while (stack.length) {
        const dir = stack.pop()!;
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const full = join(dir, entry.name);
          if (entry.isDirectory()) stack.push(full);
          else if (!entry.name.endsWith('.tmp')) yield relative(root, full).split(sep).join('/');
        }
      }
    },
  };
}
