import { spawn } from 'node:child_process';
import { converterSandbox } from './sandbox.ts';

export { hasProgram } from './programs.ts';

/** Why a conversion stopped; `key` names a task message (task/messages.ts). */
export class ConvertError extends Error {
  constructor(
    readonly key:
      | 'converterMissing'
      | 'sandboxUnavailable'
      | 'timeout'
      | 'convertFailed'
      | 'interrupted'
      | 'tooManyPages'
      | 'tooManyPixels'
      | 'noFace'
      | 'severalFaces'
      | 'faceTooSmall'
      | 'cutOff'
      | 'photoTooLarge'
      | 'imageTooLarge'
      | 'emptyText'
      | 'textTooLong'
      | 'speechMissing'
      | 'badMedia'
      | 'noAudio'
      | 'audioTooLong'
      | 'asrMissing'
      | 'asrNeedsProvider'
      | 'asrProviderFailed'
      | 'noSpeech'
      | 'ttsProviderFailed'
      | 'noColourHints'
      | 'noColourModel'
      | 'videoNoBox'
      | 'videoBoxOutside'
      | 'videoTooLarge',
    detail: string,
    /** Worth another attempt (a time-out or a crash may pass; a missing program will not). */
    readonly retryable = true,
  ) {
    super(detail);
  }
}

export interface Limits {
  /** Time limit of one converter run. */
  timeoutMs: number;
  /** Address-space limit (ulimit -v) in MiB. */
  memoryMB: number;
  signal?: AbortSignal;
  /**
   * End of the whole task (epoch ms): every run is cut to the time left, so a task of many runs
   * (a PDF, then one render per page) cannot take longer than its limit in all.
   */
  deadline?: number;
}

/** Throws the time-out when the task's deadline has passed (checked between steps too). */
export function checkDeadline(limits: Limits): void {
  if (limits.deadline !== undefined && Date.now() >= limits.deadline) {
    throw new ConvertError('timeout', 'the task ran past its time limit');
  }
}

/**
 * Runs a converter in the sandbox (no network; the whole tree dies with this process, see
 * sandbox.ts) and its own process group, under a memory limit; kills the whole group (soffice
 * starts soffice.bin) on the time limit or when `signal` aborts. Resolves with stdout on exit 0.
 * Without a working sandbox it refuses: a converter never runs with network.
 */
export function runLimited(
  program: string,
  args: readonly string[],
  cwd: string,
  limits: Limits,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (limits.signal?.aborted) return reject(new ConvertError('interrupted', 'stopped before start'));
    const left = limits.deadline === undefined ? Infinity : limits.deadline - Date.now();
    if (left <= 0) return reject(new ConvertError('timeout', 'the task ran past its time limit'));
    const timeoutMs = Math.min(limits.timeoutMs, left);
    const sandbox = converterSandbox();
    if (!sandbox) {
      const detail = 'no sandbox without network (unshare, setpriv or bwrap) works here: refusing to convert';
      return reject(new ConvertError('sandboxUnavailable', detail, false));
    }
    const [launcher, ...prefix] = sandbox.prefix;
    // `ulimit -v` caps the address space of the converter and everything it starts. Its temp
    // files go to its working directory (TMPDIR), which is removed after the task.
    const child = spawn(
      launcher!,
      [...prefix, '/bin/sh', '-c', `ulimit -v ${limits.memoryMB * 1024} && exec "$0" "$@"`, program, ...args],
      {
        cwd,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C.UTF-8', TMPDIR: cwd },
      },
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
      () => kill(new ConvertError('timeout', `${program} ran past ${Math.round(timeoutMs)} ms`)),
      timeoutMs,
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
