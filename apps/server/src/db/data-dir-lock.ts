import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process. PGlite has no cross-process locking and two
 * processes on one directory silently lose writes, so a second server must refuse to start.
 * Returns the release function; a lock left by a dead process is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `the embedded database is in use by process ${holder} (${lockFile}); stop it or use another DATA_DIR`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}
