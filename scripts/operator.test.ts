import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { operatorAudit, operatorRoles } from '../apps/server/src/modules/operator/tables.ts';
import { createUser } from '../apps/server/src/modules/user/repository.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-operator-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run operator -- …` as an operator would (same script, same settings). */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 60_000 },
    );
    return { code: 0, out: stdout, err: stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe('npm run operator', { timeout: 120_000 }, () => {
  it('grants, lists and revokes the role of an account by e-mail, audited as the command line', async () => {
    const setup = await openDatabase({ dataDir, databaseUrl: '' });
    await setup.migrate();
    const user = await createUser(setup.db, {
      email: 'boss@example.com',
      passwordHash: null,
      now: new Date(),
    });
    await setup.close();

    expect(await cli('grant', 'nobody@example.com')).toMatchObject({ code: 1 });
    expect(await cli('grant', 'Boss@Example.com')).toMatchObject({
      code: 0,
      out: 'Boss@Example.com is now an operator\n',
    });
    const listed = await cli('list');
    expect(listed.out).toMatch(new RegExp(`^boss@example.com\\t${user!.id}\\t\\S+\\tcli:\\S+\\n$`));
    expect((await cli('revoke', user!.id)).out).toBe(`${user!.id} is no longer an operator\n`);
    expect((await cli('frobnicate')).code).toBe(2);

    // While a server holds the PGlite directory, the command refuses and says why.
    const server = await openDatabase({ dataDir, databaseUrl: '' });
    try {
      const busy = await cli('grant', 'boss@example.com');
      expect(busy.code).toBe(1);
      expect(busy.err).toContain('stop the server first');
      expect(await server.db.$count(operatorRoles)).toBe(0);
      const log = await server.db.select().from(operatorAudit).orderBy(operatorAudit.id);
      expect(log.map((r) => [r.action, r.target, r.operatorId, r.operatorName.startsWith('cli:')])).toEqual([
        ['role.grant', 'boss@example.com', null, true],
        ['role.revoke', 'boss@example.com', null, true],
      ]);
    } finally {
      await server.close();
    }
  });
});
