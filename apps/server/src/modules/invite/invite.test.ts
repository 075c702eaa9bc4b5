import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';

type Info = { idCode: string; inviterIdCode: string | null; exchangePoint: number; inviteeCount: number };

describe.each(backends)('invites and exchange points on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  const info = async (token: string) =>
    (await authed(app, '/open/user-inviter/get-inviter', token)).body.data as Info;
  const fill = (token: string, code: string) =>
    authed(app, '/open/user-inviter/save', token, { inviterIdCode: code });

  it('fills the inviter once, gives the inviter 1 point per invitee and refuses own, unknown and circular codes', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const c = await newUser(app);
    expect(await info(b.token)).toEqual({
      idCode: b.idCode,
      inviterIdCode: null,
      exchangePoint: 0,
      inviteeCount: 0,
    });
    expect((await fill(b.token, b.idCode)).body.code).toBe('40003');
    expect((await fill(b.token, 'ZZZZZZZZ')).body).toMatchObject({
      code: '40003',
      message: 'No user has the invite code ZZZZZZZZ.',
    });
    const saved = await fill(b.token, a.idCode.toLowerCase());
    expect(saved.body.data).toMatchObject({ inviterIdCode: a.idCode });
    const again = await fill(b.token, c.idCode);
    expect(again.body).toMatchObject({ code: '40902', message: 'Already submitted.' });
    expect((await fill(a.token, b.idCode)).body.code).toBe('40003');
    expect(await info(a.token)).toMatchObject({ exchangePoint: 1, inviteeCount: 1 });
    expect((await post(app, '/open/user-inviter/save', { inviterIdCode: a.idCode })).body.code).toBe('001');
  });

  it('grants one point however many concurrent fills of one invitee', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fill(b.token, a.idCode)));
    expect(answers.filter((r) => r.body.code === '000')).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === '40902')).toHaveLength(7);
    expect((await info(a.token)).exchangePoint).toBe(1);
  });

  it('redeems 2 points for a level-2 monthly membership and keeps the point records', async () => {
    const a = await newUser(app);
    for (let i = 0; i < 3; i++) {
      const invitee = await newUser(app);
      await fill(invitee.token, a.idCode);
    }
    const level3 = (await authed(app, '/ut/v1/create-order', a.token, { level: 3 })).body.data as {
      id: string;
    };
    expect((await authed(app, '/ut/v1/pay-by-point', a.token, { orderId: level3.id })).body.code).toBe(
      '40002',
    );
    const o = (await authed(app, '/ut/v1/create-order', a.token, { level: 2 })).body.data as { id: string };
    const paid = await authed(app, '/ut/v1/pay-by-point', a.token, { orderId: o.id });
    expect(paid.body.data).toMatchObject({ level: 2, status: 2, payTypeText: 'Exchange points' });
    expect((await authed(app, '/ut/v1/qv', a.token, {})).body.data).toMatchObject({
      level: 2,
      funcPointDay: 200,
    });
    expect((await info(a.token)).exchangePoint).toBe(1);
    // Paid already: not payable again.
    expect((await authed(app, '/ut/v1/pay-by-point', a.token, { orderId: o.id })).body.code).toBe('40904');
    const renew = (await authed(app, '/ut/v1/create-order', a.token, { level: 2, type: 2 })).body.data as {
      id: string;
    };
    const short = await authed(app, '/ut/v1/pay-by-point', a.token, { orderId: renew.id });
    expect(short.body).toMatchObject({
      code: '40105',
      message: 'Not enough exchange points: 2 needed, 1 available.',
    });
    const records = (await authed(app, '/ut/user-vip-exchange-point/page', a.token, {})).body.data as {
      list: { deltaPoint: number; resultPoint: number; remark: string }[];
      totalCount: number;
    };
    expect(records.totalCount).toBe(4);
    expect(records.list.map((r) => [r.deltaPoint, r.resultPoint])).toEqual([
      [-2, 1],
      [1, 3],
      [1, 2],
      [1, 1],
    ]);
    expect(records.list[0]!.remark).toBe('Redeemed Lv.2 monthly membership');
    const last = await authed(app, '/ut/user-vip-exchange-point/get-last', a.token);
    expect(last.body.data).toMatchObject({ deltaPoint: -2, resultPoint: 1 });
  });

  it("does not let one user pay another user's order", async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const o = (await authed(app, '/ut/v1/create-order', a.token, { level: 2 })).body.data as { id: string };
    expect((await authed(app, '/ut/v1/pay-by-point', b.token, { orderId: o.id })).body.code).toBe('40904');
  });
});
