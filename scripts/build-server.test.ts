import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../apps/server/src/test/server-process.ts';
import { isTaskFile } from '../apps/server/src/tasks/task-files.ts';
import { buildServer, keepImportMeta, SERVER_DIST, staticTaskImports, TASK_IMPORT } from './build-server.ts';

// Issue 15: `npm run serve` starts the server from a bundle instead of compiling TypeScript on the
// way. The bundle must behave as the sources do: locations next to each source file, and every task.
describe('the built server', () => {
  const outdir = `${SERVER_DIST}-test-${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'built-server-'));
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps import.meta locations of the source file, relative to the bundle', () => {
    const file = join(SERVER_DIST, '../src/db/open.ts');
    const text = 'const a = import.meta.url; const b = import.meta.dirname;';
    const kept = keepImportMeta(text, file, SERVER_DIST);
    expect(kept).not.toContain('import.meta.url;');
    expect(kept).toContain('new URL("../src/db/open.ts", import.meta.url).href');
    expect(kept).toContain('__sourceDir(new URL("../src/db/open.ts", import.meta.url))');
    expect(keepImportMeta('const x = 1;', file, SERVER_DIST)).toBe('const x = 1;');
  });

  it('turns the task folder import into a table of the task files, and refuses a changed loader', () => {
    const text = `for (const name of names) { const m = ${TASK_IMPORT}; }`;
    const out = staticTaskImports(text, ['a_b.ts', 'c.ts']);
    expect(out).toContain('"a_b.ts": () => import("./a_b.ts")');
    expect(out).toContain('"c.ts": () => import("./c.ts")');
    expect(out).toContain('await __taskFiles[name]!()');
    expect(() => staticTaskImports('await import(`./${other}`)', ['c.ts'])).toThrow(/no longer imports/);
  });

  it('builds a server that migrates a new database, answers, and carries every task file', async () => {
    await buildServer(outdir);
    const tasks = readdirSync(join(SERVER_DIST, '../src/tasks')).filter(isTaskFile);
    const chunks = readdirSync(outdir);
    for (const task of tasks) {
      expect(
        chunks.some((c) => c.startsWith(`${task.slice(0, -3)}-`) && c.endsWith('.mjs')),
        task,
      ).toBe(true);
    }
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }, [
      join(outdir, 'main.mjs'),
    ]);
    try {
      await server.listening();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const catalogue = await fetch(`http://127.0.0.1:${port}/ut/func/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: '' }),
      });
      const body = (await catalogue.json()) as { code: string; data: { code: string }[] };
      expect(body.code).toBe('000');
      expect(body.data.map((f) => f.code)).toContain('word_to_pdf');
      expect(server.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
