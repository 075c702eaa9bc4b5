import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeWorkDir, processIdentity, sweepWorkDirs, WORK_DIR_PREFIX } from './temp-dirs.ts';

const root = mkdtempSync(join(tmpdir(), 'sweep-root-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const DAY = 24 * 3600_000;

describe('sweepWorkDirs', () => {
  it('removes only old conversion directories', async () => {
    const old = join(root, `${WORK_DIR_PREFIX}old`);
    const fresh = join(root, `${WORK_DIR_PREFIX}fresh`);
    const other = join(root, 'someone-else');
    for (const dir of [old, fresh, other]) {
      mkdirSync(join(dir, 'in'), { recursive: true });
      writeFileSync(join(dir, 'in', 'input.docx'), 'x');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    utimesSync(other, twoDaysAgo, twoDaysAgo);
    expect(await sweepWorkDirs(Date.now(), DAY, root)).toBe(1);
    expect([existsSync(old), existsSync(fresh), existsSync(other)]).toEqual([false, true, true]);
    rmSync(fresh, { recursive: true });
  });

  it('removes at once the directories of a process that is gone, never a living one’s', async () => {
    const mine = await makeWorkDir(root);
    // A process that has exited: its pid names nobody (or, reused, someone with another start time).
    const exited = spawnSync('/bin/sh', ['-c', 'echo $$'], { encoding: 'utf8' });
    const deadPid = Number(exited.stdout.trim());
    const dead = join(root, `${WORK_DIR_PREFIX}dead`);
    mkdirSync(join(dead, 'profile'), { recursive: true });
    writeFileSync(join(dead, '.owner'), `${deadPid} 12345`);
    // This process's pid with another start time: a pid reused by an unrelated process.
    const reused = join(root, `${WORK_DIR_PREFIX}reused`);
    mkdirSync(reused);
    writeFileSync(join(reused, '.owner'), `${process.pid} 1`);
    expect(processIdentity(process.pid)).toMatch(new RegExp(`^${process.pid} \\d+$`));

    expect(await sweepWorkDirs(Date.now(), DAY, root)).toBe(2);
    expect([existsSync(mine), existsSync(dead), existsSync(reused)]).toEqual([true, false, false]);
  });
});
