import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { repoRoot } from '../config.ts';

/**
 * Starts `node --import tsx apps/server/src/main.ts` (or node with `args`, e.g. a built server) as an
 * operator would, with `env` over ours.
 */
export function startServer(
  env: Record<string, string>,
  args: readonly string[] = ['--import', 'tsx', 'apps/server/src/main.ts'],
) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line.startsWith('{') ? JSON.parse(line) : { text: line });
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  async function waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs = 100_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = lines.find(match);
      if (found) return found;
      if (child.exitCode !== null) break;
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 250);
      });
    }
    throw new Error(`no such log line; stderr: ${stderr}; stdout: ${JSON.stringify(lines)}`);
  }
  /** Resolves once the server says it listens. */
  const listening = () => waitForLog((l) => String(l.msg).startsWith('Toolbox listening on'));
  return { child, exited, lines, waitForLog, listening, stderr: () => stderr };
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}
