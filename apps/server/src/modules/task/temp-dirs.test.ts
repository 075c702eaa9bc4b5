import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepWorkDirs, WORK_DIR_PREFIX } from './temp-dirs.ts';

const root = mkdtempSync(join(tmpdir(), 'sweep-root-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('sweepWorkDirs', () => {
  it('removes only old conversion directories', async () => {
    const old = join(root, `${WORK_DIR_PREFIX}old`);
    const fresh = join(root, `${WORK_DIR_PREFIX}fresh`);
    const other = join(root, 'someone-else');
    for (const dir of [old, fresh, other]) {
      mkdirSync(join(dir, 'in'), { recursive: true });
      writeFileSync(join(dir, 'in', 'input.docx'), 'x');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    utimesSync(other, twoDaysAgo, twoDaysAgo);
    expect(await sweepWorkDirs(Date.now(), 24 * 3600_000, root)).toBe(1);
    expect([existsSync(old), existsSync(fresh), existsSync(other)]).toEqual([false, true, true]);
  });
});
