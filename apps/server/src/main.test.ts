import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, createBackend, type TestBackend } from './test/backends.ts';
import { freePort, startServer } from './test/server-process.ts';

describe('main: configuration errors', () => {
  it.each([
    ['PORT', 'abc', 'Invalid setting PORT: expected an integer from 1 to 65535, got "abc"'],
    ['EDITION', 'mars', 'Invalid setting EDITION: expected intl or cn, got "mars"'],
  ])('exits 1 with one line when %s=%s', async (key, value, message) => {
    const server = startServer({ [key]: value });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(`${message}\n`);
    expect(server.lines).toEqual([]);
  });

  it('writes the fatal line before it exits when the port is taken (its logs are written asynchronously)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-main-port-'));
    try {
      const port = String((taken.address() as AddressInfo).port);
      const server = startServer({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const fatal = server.lines.find((l) => l.level === 60);
      expect(fatal?.msg).toBe('start failed');
      expect(JSON.stringify(fatal?.err)).toContain('EADDRINUSE');
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('exits 1 with one line when PostgreSQL cannot be reached', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/^Cannot open the database: .*ECONNREFUSED.*\n$/);
  });
});

describe.each(backends)('main on %s', (kind) => {
  let backend: TestBackend;
  const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-main-'));
  afterAll(async () => {
    await backend?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds, listens, answers calls and stops cleanly on SIGTERM', async () => {
    backend = await createBackend(kind);
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: backend.config.databaseUrl,
      LOG_LEVEL: 'info',
    });
    try {
      const ready = await server.waitForLog((l) => String(l.msg).startsWith('Toolbox listening on'));
      expect(ready.msg).toBe(
        `Toolbox listening on http://127.0.0.1:${port} (database ${kind}, edition intl, public URL http://127.0.0.1:${port})`,
      );
      const res = await fetch(`http://127.0.0.1:${port}/ut/func/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await res.json()) as { code: string; data: unknown[] };
      expect(body.code).toBe('000');
      expect(body.data.length).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: kind });
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.msg === 'shutting down')).toBe(true);
    expect(server.stderr()).toBe('');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(kind === 'pglite');
  });
});
