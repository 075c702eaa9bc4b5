import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { HOUR } from '../session/clock.ts';
import { answerFeedback, FEEDBACK_PER_HOUR } from './service.ts';

type Item = {
  id: string;
  content: string;
  createTime: string;
  status: number;
  statusText: string;
  ack: string | null;
};
type Page = { list: Item[]; totalCount: number; totalPage: number; pageNum: number; pageSize: number };

describe.each(backends)('feedback on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  const save = (token: string, content: unknown) =>
    authed(app, '/open/user-feedback/save', token, { content });
  const page = async (token: string, body: unknown = {}, lang = 'en') =>
    (await post(app, '/open/user-feedback/page', body, { accesstoken: token, lang })).body.data as Page;

  it('needs a login', async () => {
    expect((await post(app, '/open/user-feedback/save', { content: 'hi' })).body.code).toBe('001');
    expect((await post(app, '/open/user-feedback/page', {})).body.code).toBe('001');
  });

  it('keeps feedback, lists only the author’s own, newest first, with the answer once given', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const first = await save(a.token, '  Please add HEIC to JPG.\nThanks!  ');
    expect(first.body.data).toMatchObject({
      content: 'Please add HEIC to JPG.\nThanks!',
      status: 0,
      statusText: 'Received',
      ack: null,
    });
    app.clock.advance(1000);
    await save(a.token, '二号反馈');
    await save(b.token, 'not yours');
    const mine = await page(a.token);
    expect(mine).toMatchObject({ totalCount: 2, totalPage: 1, pageNum: 1, pageSize: 15 });
    expect(mine.list.map((i) => i.content)).toEqual(['二号反馈', 'Please add HEIC to JPG.\nThanks!']);
    const id = (first.body.data as Item).id;
    await answerFeedback(app.database.db, id, { status: 2, ack: 'Added in version 2.' }, app.clock.now());
    const zh = await page(a.token, { pageNum: 2, pageSize: 1 }, 'zh-CN');
    expect(zh).toMatchObject({ totalCount: 2, totalPage: 2 });
    expect(zh.list[0]).toMatchObject({ id, statusText: '已处理', ack: 'Added in version 2.' });
    expect((await page(b.token)).list.map((i) => i.content)).toEqual(['not yours']);
  });

  it('refuses empty, too long and control-character content with a message naming the field', async () => {
    const { token } = await newUser(app);
    for (const content of ['', '   \n ', 'x'.repeat(2001), 'bad\u0000byte', 42]) {
      const res = await save(token, content);
      expect(res.body.code, JSON.stringify(content)).toBe('40000');
      expect(res.body.message).toContain('content');
    }
    expect((await save(token, 'x'.repeat(2000))).body.code).toBe('000');
  });

  it(`takes at most ${FEEDBACK_PER_HOUR} an hour from one user`, async () => {
    const { token } = await newUser(app);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await save(token, `n${i}`)).body.code).toBe('000');
    const refused = await save(token, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('42900');
    app.clock.advance(HOUR + 1);
    expect((await save(token, 'later')).body.code).toBe('000');
    expect((await page(token)).totalCount).toBe(FEEDBACK_PER_HOUR + 1);
  });
});
