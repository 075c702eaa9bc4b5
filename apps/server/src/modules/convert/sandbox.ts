import { execFile, spawnSync } from 'node:child_process';
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

/** The command line that lists, inside the sandbox, the network interfaces it can see. */
function probeCommand(sandbox: Sandbox): [string, string[]] {
  const [program, ...args] = sandbox.prefix;
  return [program!, [...args, '/bin/cat', '/proc/net/dev']];
}

/** True when the probe's `/proc/net/dev` lists the loopback only: the sandbox really has no network. */
function loopbackOnly(procNetDev: string): boolean {
  const interfaces = procNetDev
    .split('\n')
    .slice(2)
    .map((line) => line.split(':')[0]!.trim())
    .filter(Boolean);
  return interfaces.length > 0 && interfaces.every((name) => name === 'lo');
}

/** True when the command runs in the sandbox and really has no network. */
function works(sandbox: Sandbox): boolean {
  const [program, args] = probeCommand(sandbox);
  const run = spawnSync(program, args, { encoding: 'utf8', timeout: 10_000 });
  return run.status === 0 && loopbackOnly(run.stdout);
}

/** `works`, without blocking the event loop while the probe runs. */
function worksSoon(sandbox: Sandbox): Promise<boolean> {
  const [program, args] = probeCommand(sandbox);
  return new Promise((resolve) => {
    execFile(program, args, { encoding: 'utf8', timeout: 10_000 }, (err, stdout) =>
      resolve(!err && loopbackOnly(stdout)),
    );
  });
}

let chosen: Sandbox | null | undefined;

/** The sandbox conversions run in on this machine (probed once), or null when none works. */
export function converterSandbox(): Sandbox | null {
  if (chosen === undefined) chosen = sandboxCandidates().find(works) ?? null;
  return chosen;
}

/**
 * `converterSandbox`, probed without blocking: the workers start with it, and the probe's
 * commands (tens of milliseconds) then run while the server goes on starting. A conversion that
 * asks first probes on its own; whichever answer comes first is kept.
 */
export async function probeConverterSandbox(): Promise<Sandbox | null> {
  if (chosen !== undefined) return chosen;
  let found: Sandbox | null = null;
  for (const sandbox of sandboxCandidates()) {
    if (await worksSoon(sandbox)) {
      found = sandbox;
      break;
    }
  }
  if (chosen === undefined) chosen = found;
  return chosen;
}

/** Forgets the probe (tests that change what is installed). */
export function resetSandboxProbe(override?: Sandbox | null): void {
  chosen = override;
}
