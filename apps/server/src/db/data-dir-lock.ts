import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';

/** `flock --conflict-exit-code`: the file is locked by someone else. */
const IN_USE = 75;
/** How long a refused claim is retried: the holder of a server killed a moment ago is still exiting. */
const RETRY_MS = 3_000;
const RETRY_STEP_MS = 100;

/** Releases the claim; the lock file stays (deleting it would let two processes lock two files). */
export type ReleaseDataDir = () => Promise<void>;

class InUse extends Error {}

/**
 * Claims a PGlite data directory for this process. PGlite has no cross-process locking and two
 * processes on one directory silently lose writes, so a second server must refuse to start.
 *
 * The claim is an flock(2) lock on `lockFile`, held by a small child process (`flock` from
 * util-linux, which Debian always has) that waits on a pipe from us. However this process ends,
 * kill -9 and out-of-memory kills included, the kernel closes the pipe, the child exits and the
 * kernel drops the lock: nothing stale is left behind, and a reused PID means nothing. The PID we
 * write into the file only names the holder in the message; it is never trusted.
 */
export async function lockDataDir(lockFile: string): Promise<ReleaseDataDir> {
  const deadline = Date.now() + RETRY_MS;
  for (;;) {
    try {
      return await claim(lockFile);
    } catch (err) {
      if (!(err instanceof InUse) || Date.now() >= deadline) {
        if (err instanceof InUse) throw new Error(inUseMessage(lockFile));
        throw err;
      }
      await new Promise((r) => setTimeout(r, RETRY_STEP_MS));
    }
  }
}

function inUseMessage(lockFile: string): string {
  let holder = NaN;
  try {
    holder = Number(readFileSync(lockFile, 'utf8').trim());
  } catch {
    // unreadable: the message names no process
  }
  const who = Number.isInteger(holder) && holder > 0 ? `process ${holder}` : 'another process';
  return `the embedded database is in use by ${who} (${lockFile}); stop it or use another DATA_DIR`;
}

function claim(lockFile: string): Promise<ReleaseDataDir> {
  return new Promise((resolve, reject) => {
    // `sh` reports the lock, then `cat` waits for the end of our pipe: the end of this process.
    const holder = spawn(
      'flock',
      [
        '--nonblock',
        '--conflict-exit-code',
        String(IN_USE),
        lockFile,
        'sh',
        '-c',
        'echo locked; exec cat >/dev/null',
      ],
      // Its own process group: a Ctrl-C in the terminal must not drop the lock while we shut down.
      { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
    );
    let stderr = '';
    let locked = false;
    let releasing = false;
    holder.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    holder.on('error', (err) =>
      reject(new Error(`cannot lock ${lockFile} with flock (util-linux): ${err.message}`)),
    );
    const exited = new Promise<void>((done) => holder.on('exit', () => done()));
    holder.on('exit', (code) => {
      if (!locked) {
        if (code === IN_USE) reject(new InUse());
        else reject(new Error(`cannot lock ${lockFile}: ${stderr.trim() || `flock exited with ${code}`}`));
      } else if (!releasing) {
        process.stderr.write(`the lock on ${lockFile} was lost: its flock process ended unexpectedly\n`);
      }
    });
    holder.stdout.on('data', (chunk: Buffer) => {
      if (locked || !chunk.toString().startsWith('locked')) return;
      locked = true;
      writeFileSync(lockFile, `${process.pid}\n`);
      // Only the pipe to the holder stays; none of it keeps this process alive.
      holder.stdout.destroy();
      holder.stderr.destroy();
      // A pipe to a child is a socket in Node.
      (holder.stdin as unknown as Socket).unref();
      holder.unref();
      resolve(async () => {
        if (releasing) return;
        releasing = true;
        // Held again while it exits: with nothing else left to do (a script that opened and closed
        // the database) the process would otherwise end before the release does (exit code 13).
        holder.ref();
        holder.stdin.end();
        await exited;
      });
    });
  });
}
