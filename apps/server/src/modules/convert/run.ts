import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** Why a conversion stopped; `key` names a task message (task/messages.ts). */
export class ConvertError extends Error {
  constructor(
    readonly key: 'converterMissing' | 'timeout' | 'convertFailed' | 'interrupted',
    detail: string,
    /** Worth another attempt (a time-out or a crash may pass; a missing program will not). */
    readonly retryable = true,
  ) {
    super(detail);
  }
}

export interface Limits {
  timeoutMs: number;
  /** Address-space limit (ulimit -v) in MiB. */
  memoryMB: number;
  signal?: AbortSignal;
}

/** True when `program` is an executable path or found on PATH. */
export function hasProgram(program: string): boolean {
  const candidates = isAbsolute(program)
    ? [program]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, program));
  return candidates.some((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Runs a converter in its own process group under a memory limit; kills the whole group (soffice
 * starts soffice.bin) on the time limit or when `signal` aborts. Resolves with stdout on exit 0.
 */
export function runLimited(
  program: string,
  args: readonly string[],
  cwd: string,
  limits: Limits,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (limits.signal?.aborted) return reject(new ConvertError('interrupted', 'stopped before start'));
    // `ulimit -v` caps the address space of the converter and everything it starts.
    const child = spawn(
      '/bin/sh',
      ['-c', `ulimit -v ${limits.memoryMB * 1024} && exec "$0" "$@"`, program, ...args],
      { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-20_000)));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4_000)));
    let stopped: ConvertError | null = null;
    const kill = (reason: ConvertError) => {
      stopped ??= reason;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(
      () => kill(new ConvertError('timeout', `${program} ran past ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    const onAbort = () => kill(new ConvertError('interrupted', 'server stopping'));
    limits.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new ConvertError('convertFailed', err.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
      if (stopped) return reject(stopped);
      if (code === 0) return resolve(stdout);
      reject(new ConvertError('convertFailed', `${program} exited ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}
