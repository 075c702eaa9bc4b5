import { spawnSync } from 'node:child_process';
import { hasProgram } from './programs.ts';

/**
 * Every converter runs inside a sandbox that gives it no network and ties its whole process tree
 * to the process that started it:
 *
 * - `unshare --net` (a new network namespace holding only a loopback that is down): a document that
 *   links a picture by URL cannot make the server fetch it (issue 12.1, SSRF);
 * - `unshare --pid --fork --kill-child`: the converter and everything it starts (soffice starts
 *   oosplash and soffice.bin) live in their own PID namespace; when its first process dies the
 *   kernel kills all of them;
 * - `setpriv --pdeathsig KILL`: `unshare` itself is killed when the server dies, even by kill -9,
 *   which (through --kill-child) takes the namespace down (issue 12.14).
 *
 * As root `unshare` creates the namespaces directly; otherwise it needs a user namespace (`-r`).
 * bubblewrap (`bwrap --unshare-net --unshare-pid --die-with-parent`) is the fallback. When none of
 * them works the conversions refuse to run (fail closed) rather than run with network.
 */
export interface Sandbox {
  /** Human name for the logs. */
  kind: string;
  /** Prefix that runs the rest of the command line in the sandbox. */
  prefix: readonly string[];
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The sandboxes tried, best first. */
export function sandboxCandidates(): Sandbox[] {
  const namespaces = ['--net', '--pid', '--fork', '--kill-child'];
  const list: Sandbox[] = [];
  if (hasProgram('unshare') && hasProgram('setpriv')) {
    const unshare = ['setpriv', '--pdeathsig', 'KILL', '--', 'unshare'];
    if (isRoot) list.push({ kind: 'unshare', prefix: [...unshare, ...namespaces, '--'] });
    list.push({ kind: 'unshare -r', prefix: [...unshare, '-r', ...namespaces, '--'] });
  }
  if (hasProgram('bwrap')) {
    list.push({
      kind: 'bwrap',
      prefix: ['bwrap', '--unshare-net', '--unshare-pid', '--die-with-parent', '--dev-bind', '/', '/', '--'],
    });
  }
  return list;
}

/**
 * True when the command runs in the sandbox and really has no network: `/proc/net/dev` inside
 * lists the loopback only.
 */
function works(sandbox: Sandbox): boolean {
  const [program, ...args] = sandbox.prefix;
  const run = spawnSync(program!, [...args, '/bin/cat', '/proc/net/dev'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (run.status !== 0) return false;
  const interfaces = run.stdout
    .split('\n')
    .slice(2)
    .map((line) => line.split(':')[0]!.trim())
    .filter(Boolean);
  return interfaces.length > 0 && interfaces.every((name) => name === 'lo');
}

let chosen: Sandbox | null | undefined;

/** The sandbox conversions run in on this machine (probed once), or null when none works. */
export function converterSandbox(): Sandbox | null {
  if (chosen === undefined) chosen = sandboxCandidates().find(works) ?? null;
  return chosen;
}

/** Forgets the probe (tests that change what is installed). */
export function resetSandboxProbe(override?: Sandbox | null): void {
  chosen = override;
}
