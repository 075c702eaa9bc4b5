import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { dropCached } from '../../db/cached-read.ts';
import { defaultFilesConfig, type FilesConfig } from '../../config.ts';
import type { DatabaseKind } from '../../db/open.ts';
import { backends } from '../../test/backends.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import type { FileContext } from '../file/context.ts';
import {
  call,
  signedIn,
  taskSuite,
  upload,
  waitForTask,
  type Caller,
  type TaskApp,
} from '../file/testing.ts';
import { funcs } from '../func/tables.ts';
import { tasks } from '../task/tables.ts';
import { failTask } from '../task/worker.ts';
import { returnFreeUse } from './claim.ts';
import { funcUseDays, funcUses } from './tables.ts';
import { grantUse } from './testing.ts';

/** A task suite (with these file settings) where word_to_pdf costs 5 credits a use, no use free. */
function pricedSuite(kind: DatabaseKind, files: Partial<FilesConfig>, started: (run: TaskApp) => void) {
  taskSuite(
    kind,
    async ({ run }) => {
      started(run);
      await run.handle.db.update(funcs).set({ point: 5, freeCount: 0 }).where(eq(funcs.code, 'word_to_pdf'));
      dropCached(run.handle.db, ['func']); // read next in this process: do not wait for the notification
    },
    { files: { ...defaultFilesConfig, ...files } },
  );
}

const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/chinese-image.docx'));

// The server has no LibreOffice here: every conversion fails for good at once (converterMissing),
// which is what the refund needs; the submit rules do not depend on the conversion.
describe.each(backends)('priced server tasks on %s', (kind) => {
  let run: TaskApp;
  // word_to_pdf costs 5 credits from the first use (no free uses); word_to_image keeps its 3 free uses.
  pricedSuite(kind, { sofficePath: '/nonexistent/soffice' }, (started) => (run = started));

  const tourist = (n: number): Caller => ({ remoteAddress: `10.20.0.${n}` });

  async function uploaded(funcCode: string, caller: Caller) {
    const { fileId, last } = await upload(run.app, docx, 'a.docx', funcCode, caller);
    expect(last.code).toBe('000');
    return fileId;
  }
  const submit = (caller: Caller, body: { funcCode: string; fileIds: string[]; useId?: string }) =>
    call(run.app, '/task/submit', body, caller);
  const balance = async (accountId: string) =>
    (await run.handle.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!.balance;
  const entriesOf = (accountId: string) =>
    run.handle.db.select().from(creditEntries).where(eq(creditEntries.accountId, accountId));
  const freeUsesOf = async (accountId: string, funcCode: string) => {
    const days = await run.handle.db
      .select()
      .from(funcUseDays)
      .where(and(eq(funcUseDays.accountId, accountId), eq(funcUseDays.funcCode, funcCode)));
    return days.reduce((sum, d) => sum + d.freeUses, 0);
  };

  it('refuses a priced task without a use id (40201, in the caller’s language) and creates nothing', async () => {
    const caller = tourist(1);
    const fileId = await uploaded('word_to_pdf', caller);
    const en = await submit(caller, { funcCode: 'word_to_pdf', fileIds: [fileId] });
    expect(en.body).toMatchObject({ code: '40201', data: null });
    expect(en.body.message).toContain('This function costs credits');
    const zh = await submit(
      { ...caller, headers: { lang: 'zh-CN' } },
      { funcCode: 'word_to_pdf', fileIds: [fileId] },
    );
    expect(zh.body.code).toBe('40201');
    expect(zh.body.message).toContain('该功能需要扣除积分');
    expect(await run.handle.db.$count(tasks, eq(tasks.owner, 'a:10.20.0.1'))).toBe(0);
    // The upload is still there: the task can be submitted once the use is granted.
    const useId = await grantUse(run.app, 'word_to_pdf', caller);
    expect((await submit(caller, { funcCode: 'word_to_pdf', fileIds: [fileId], useId })).body.code).toBe(
      '000',
    );
  });

  it('runs one task per use id, of the same function and the same account only', async () => {
    const a = tourist(2);
    const b = tourist(3);
    const fileA = await uploaded('word_to_pdf', a);
    const fileB = await uploaded('word_to_pdf', b);
    const useA = await grantUse(run.app, 'word_to_pdf', a);
    // Another tourist cannot spend it; an unknown id is refused too.
    const stolen = await submit(b, { funcCode: 'word_to_pdf', fileIds: [fileB], useId: useA });
    expect(stolen.body.code).toBe('40201');
    expect(stolen.body.message).toContain('not valid');
    expect((await submit(b, { funcCode: 'word_to_pdf', fileIds: [fileB], useId: 'nope' })).body.code).toBe(
      '40201',
    );
    // A use of another function does not pay for this one.
    const imageUse = await grantUse(run.app, 'word_to_image', a);
    const other = await submit(a, { funcCode: 'word_to_pdf', fileIds: [fileA], useId: imageUse });
    expect(other.body.code).toBe('40201');
    // A signed-in user's use is not a tourist's.
    const user = await signedIn(run.app, 'charge-user@example.com');
    const userUse = await grantUse(run.app, 'word_to_pdf', user);
    expect((await submit(a, { funcCode: 'word_to_pdf', fileIds: [fileA], useId: userUse })).body.code).toBe(
      '40201',
    );
    // Its own use runs once; the second task with it is refused.
    const first = await submit(a, { funcCode: 'word_to_pdf', fileIds: [fileA], useId: useA });
    expect(first.body.code).toBe('000');
    const again = await submit(a, { funcCode: 'word_to_pdf', fileIds: [fileA], useId: useA });
    expect(again.body.code).toBe('40201');
    const [use] = await run.handle.db.select().from(funcUses).where(eq(funcUses.id, useA));
    expect(use!.taskId).toBe((first.body.data as { id: string }).id);
  });

  it('lets exactly one of 8 concurrent submits with the same use id through', async () => {
    const caller = tourist(4);
    const fileId = await uploaded('word_to_pdf', caller);
    const useId = await grantUse(run.app, 'word_to_pdf', caller);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(caller, { funcCode: 'word_to_pdf', fileIds: [fileId], useId })),
    );
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual(['000', ...Array<string>(7).fill('40201')]);
    expect(await run.handle.db.$count(tasks, eq(tasks.owner, 'a:10.20.0.4'))).toBe(1);
  });

  it('gives a free use a use id too (the rule is the same for free and paid uses)', async () => {
    const caller = tourist(5);
    const fileId = await uploaded('word_to_image', caller);
    const res = await call(run.app, '/ut/v1/t', { code: 'word_to_image', timezoneOffset: 0 }, caller);
    expect(res.body.data).toMatchObject({ free: true, deductPoint: 0, freeCountLeft: 2 });
    const { useId } = res.body.data as { useId: string };
    expect(useId).toMatch(/^[0-9a-f-]{36}$/);
    const ok = await submit(caller, { funcCode: 'word_to_image', fileIds: [fileId], useId });
    expect(ok.body.code).toBe('000');
    const [use] = await run.handle.db.select().from(funcUses).where(eq(funcUses.id, useId));
    expect(use).toMatchObject({ entryId: null, funcCode: 'word_to_image', accountId: 't:10.20.0.5' });
  });

  it('refunds a failed conversion once, even when the failure handler runs again', async () => {
    const caller = tourist(6);
    const account = 't:10.20.0.6';
    const fileId = await uploaded('word_to_pdf', caller);
    const useId = await grantUse(run.app, 'word_to_pdf', caller);
    expect(await balance(account)).toBe(5); // 10 tourist credits a day, minus 5
    const submitted = await submit(caller, { funcCode: 'word_to_pdf', fileIds: [fileId], useId });
    const id = (submitted.body.data as { id: string }).id;
    const task = await waitForTask(run.app, id, caller);
    expect(task.status).toBe(-1);
    expect(task.remark).toContain('LibreOffice is not installed');
    // The task shows failed a moment before the refund is written.
    await vi.waitFor(async () => expect(await balance(account)).toBe(10), { timeout: 5000, interval: 50 });

    // The failure handler again, twice at once (a duplicate job delivery): nothing more is given back.
    const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
    const ctx = { db: run.handle.db, clock: run.app.clock, log: run.app.log } as FileContext;
    await Promise.all([failTask(ctx, row!, 'converterMissing'), failTask(ctx, row!, 'converterMissing')]);
    expect(await balance(account)).toBe(10);
    const entries = await entriesOf(account);
    const refunds = entries.filter((e) => e.remarkKey === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ type: 'increase', delta: 5, result: 10 });
    const [use] = await run.handle.db.select().from(funcUses).where(eq(funcUses.id, useId));
    expect(refunds[0]!.idemKey).toBe(`refund:${use!.entryId}`);
    expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(10);
    // The refunded use stays spent: it cannot start another task.
    expect((await submit(caller, { funcCode: 'word_to_pdf', fileIds: [fileId], useId })).body.code).toBe(
      '40201',
    );
  });

  it('does not refund a task that finished, paid or free', async () => {
    const caller = tourist(7);
    const account = 't:10.20.0.7';
    const ctx = { db: run.handle.db, clock: run.app.clock, log: run.app.log } as FileContext;
    // A finished task whose use was paid, and one whose use was free: the failure handler leaves
    // them, their credits and their free uses alone.
    for (const [funcCode, id] of [
      ['word_to_pdf', 'finished-task-7'],
      ['word_to_image', 'finished-task-7-free'],
    ] as const) {
      const useId = await grantUse(run.app, funcCode, caller);
      await run.handle.db.insert(tasks).values({
        id,
        owner: 'a:10.20.0.7',
        funcCode,
        apiType: 'document',
        inputFileIds: [],
        options: {},
        status: 2,
        progressKey: 'done',
        createdAt: run.app.clock.now(),
      });
      await run.handle.db.update(funcUses).set({ taskId: id }).where(eq(funcUses.id, useId));
      const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
      await failTask(ctx, row!, 'convertFailed');
      expect(await returnFreeUse(run.handle.db, id)).toBe(false);
      expect((await run.handle.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.status).toBe(2);
    }
    expect(await balance(account)).toBe(5);
    expect(await freeUsesOf(account, 'word_to_image')).toBe(1);
    expect((await entriesOf(account)).filter((e) => e.remarkKey === 'refund')).toHaveLength(0);
  });

  it('gives the free use of a failed task back once, even when the failure handler runs again', async () => {
    const caller = tourist(8);
    const account = 't:10.20.0.8';
    const fileId = await uploaded('word_to_image', caller);
    const freeUse = await grantUse(run.app, 'word_to_image', caller);
    expect(await freeUsesOf(account, 'word_to_image')).toBe(1);
    const submitted = await submit(caller, { funcCode: 'word_to_image', fileIds: [fileId], useId: freeUse });
    const id = (submitted.body.data as { id: string }).id;
    const task = await waitForTask(run.app, id, caller);
    expect(task.status).toBe(-1);
    await vi.waitFor(async () => expect(await freeUsesOf(account, 'word_to_image')).toBe(0), {
      timeout: 5000,
      interval: 50,
    });

    // Again, three times at once (duplicate deliveries): the count does not go below the uses taken.
    const second = await grantUse(run.app, 'word_to_image', caller); // free, unused: 1 taken today
    const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
    const ctx = { db: run.handle.db, clock: run.app.clock, log: run.app.log } as FileContext;
    const again = await Promise.all([
      failTask(ctx, row!, 'converterMissing'),
      failTask(ctx, row!, 'converterMissing'),
      returnFreeUse(run.handle.db, id),
    ]);
    expect(again[2]).toBe(false);
    expect(await freeUsesOf(account, 'word_to_image')).toBe(1);
    const [use] = await run.handle.db.select().from(funcUses).where(eq(funcUses.id, freeUse));
    expect(use).toMatchObject({ entryId: null, freeReturned: true, freeDay: expect.any(String) });
    const [unused] = await run.handle.db.select().from(funcUses).where(eq(funcUses.id, second));
    expect(unused).toMatchObject({ freeReturned: false });
    // No credits moved, and the given-back use is free again: 3 a day, 2 taken (the second and this).
    expect(await balance(account)).toBe(10);
    const moved = (await entriesOf(account)).filter((e) => e.type !== 'init_default');
    expect(moved).toEqual([]);
    const next = await call(run.app, '/ut/v1/t', { code: 'word_to_image', timezoneOffset: 0 }, caller);
    expect(next.body.data).toMatchObject({ free: true, deductPoint: 0, freeCountLeft: 1 });
    // The returned use stays spent: it cannot start another task.
    const reuse = await submit(caller, { funcCode: 'word_to_image', fileIds: [fileId], useId: freeUse });
    expect(reuse.body.code).toBe('40201');
  });

  it('runs a task with a use of its desktop tool (the desktop client without LibreOffice), given back the same way', async () => {
    const caller = tourist(9);
    const account = 't:10.20.0.9';
    const desktopUse = async () => {
      const res = await call(
        run.app,
        '/ut/v1/t',
        { code: 'word_to_pdf_desktop', desktop: true, timezoneOffset: 0 },
        caller,
      );
      expect(res.body.code).toBe('000');
      return (res.body.data as { useId: string }).useId;
    };
    const useId = await desktopUse();
    // A desktop use pays for its own function's task only.
    const imageFile = await uploaded('word_to_image', caller);
    const refused = await submit(caller, { funcCode: 'word_to_image', fileIds: [imageFile], useId });
    expect(refused.body.code).toBe('40201');
    const fileId = await uploaded('word_to_pdf', caller);
    const submitted = await submit(caller, { funcCode: 'word_to_pdf', fileIds: [fileId], useId });
    expect(submitted.body.code).toBe('000');
    const task = await waitForTask(run.app, (submitted.body.data as { id: string }).id, caller);
    expect(task.status).toBe(-1);
    // It was one of the desktop tool's free uses: counted back, nothing charged.
    await vi.waitFor(async () => expect(await freeUsesOf(account, 'word_to_pdf_desktop')).toBe(0), {
      timeout: 5000,
      interval: 50,
    });
    expect(await balance(account)).toBe(10);
    expect(await freeUsesOf(account, 'word_to_pdf')).toBe(0);
  });
});

// A conversion past its time limit: tried MAX_ATTEMPTS times, then failed for good and refunded once.
describe.each(backends)('a priced task stopped by the time limit on %s', (kind) => {
  let run: TaskApp;
  pricedSuite(kind, { convertTimeoutMs: 300 }, (started) => (run = started));

  it('refunds the deduction once after the last attempt', async () => {
    const caller: Caller = { remoteAddress: '10.21.0.1' };
    const account = 't:10.21.0.1';
    const { fileId } = await upload(run.app, docx, 'slow.docx', 'word_to_pdf', caller);
    const useId = await grantUse(run.app, 'word_to_pdf', caller);
    const submitted = await call(
      run.app,
      '/task/submit',
      { funcCode: 'word_to_pdf', fileIds: [fileId], useId },
      caller,
    );
    const task = await waitForTask(run.app, (submitted.body.data as { id: string }).id, caller);
    expect(task.status).toBe(-1);
    expect(task.progressDTO.remark).toBe('Attempt 3');
    await vi.waitFor(
      async () => {
        const [row] = await run.handle.db.select().from(creditAccounts).where(eq(creditAccounts.id, account));
        expect(row!.balance).toBe(10);
      },
      { timeout: 5000, interval: 50 },
    );
    const entries = await run.handle.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.accountId, account));
    expect(entries.filter((e) => e.type === 'deduct').map((e) => e.delta)).toEqual([-5]);
    expect(entries.filter((e) => e.remarkKey === 'refund').map((e) => e.delta)).toEqual([5]);
    const [row] = await run.handle.db.select().from(creditAccounts).where(eq(creditAccounts.id, account));
    expect(row!.balance).toBe(10);
  });
});
