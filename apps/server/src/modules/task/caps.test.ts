import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { wordImageCaps } from '../../tasks/limits.ts';
import { backends } from '../../test/backends.ts';
import { memberships } from '../membership/tables.ts';
import { createSession } from '../session/service.ts';
import { createUser } from '../user/repository.ts';
import { call, taskSuite, upload, waitForTask, type Caller, type TaskApp } from '../file/testing.ts';
import { grantUse } from '../func-use/testing.ts';

/** An RTF document of `pages` pages (one line each, page breaks between). */
function rtf(pages: number): Buffer {
  const body = Array.from({ length: pages }, (_, i) => `Page ${i + 1}`).join('\\page\n');
  return Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs24\n${body}}\n`, 'latin1');
}

async function paidMember(app: FastifyInstance, email: string): Promise<Caller> {
  const now = app.clock.now();
  const user = await createUser(app.database.db, { email, now });
  await app.database.db.insert(memberships).values({
    userId: user!.id,
    level: 3,
    startTime: new Date(now.getTime() - 86_400_000),
    endTime: new Date(now.getTime() + 86_400_000),
  });
  const token = await createSession(app.database.db, {
    userId: user!.id,
    rememberMe: false,
    method: 'email',
    clientAddress: '127.0.0.1',
    now,
  });
  return { headers: { accesstoken: token } };
}

/**
 * Issue 12.5: a document over the caps of the owner's tier fails at once with a message naming
 * both tiers' caps, in the caller's language; a member's higher caps let the same file through.
 */
describe.each(backends)('task caps per membership tier on %s', (kind) => {
  let run: TaskApp;
  taskSuite(kind, (started) => ({ run } = started));
  const pages = wordImageCaps.basic.pages + 2;
  const doc = rtf(pages);

  async function submit(caller: Caller) {
    const { fileId } = await upload(run.app, doc, 'long.rtf', 'word_to_image', caller);
    const useId = await grantUse(run.app, 'word_to_image', caller);
    const options = { format: 'jpg', dpi: 36 };
    const res = await call(
      run.app,
      '/task/submit',
      { funcCode: 'word_to_image', fileIds: [fileId], options, useId },
      caller,
    );
    expect(res.body.code).toBe('000');
    return (res.body.data as { id: string }).id;
  }

  it(`refuses a visitor's ${pages}-page document to images, naming the caps in both languages`, async () => {
    const id = await submit({});
    const task = await waitForTask(run.app, id);
    expect(task).toMatchObject({ status: -1, resultDTO: null });
    expect(task.remark).toBe(
      `This document has too many pages for one task: up to ${wordImageCaps.basic.pages} pages for visitors and free accounts, ${wordImageCaps.member.pages} for members. Split it into smaller files.`,
    );
    const zh = await call(run.app, '/task/query', { id }, { headers: { lang: 'zh-CN' } });
    expect((zh.body.data as { remark: string }).remark).toBe(
      `文档页数超出单次任务的上限：游客和免费用户最多 ${wordImageCaps.basic.pages} 页，会员最多 ${wordImageCaps.member.pages} 页。请拆分成较小的文件。`,
    );
  });

  it('converts the same document for a member', async () => {
    const member = await paidMember(run.app, `caps-${kind}@example.com`);
    const id = await submit(member);
    const task = await waitForTask(run.app, id, member);
    expect(task.status, task.remark).toBe(2);
    expect(task.resultDTO).toMatchObject({ name: 'long.zip' });
  });
});
