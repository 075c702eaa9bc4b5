import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends } from '../../test/backends.ts';
import { newSession } from '../credits/testing.ts';
import { payPalClient, payPalFake } from '../payment/paypal-reporting-fake.ts';
import { liveProviderSuite, newOrder, tradeRow, type FakeServer } from '../payment/testing.ts';
import { liveWechat, tradeBillCsv, wechatPayFake } from '../payment/wechat-fake.ts';
import { newOperator } from './testing.ts';

interface Report {
  checked: number;
  mismatches: {
    tradeId: string;
    orderId: string | null;
    provider: string;
    kind: string;
    ours: string;
    theirs: string;
  }[];
  statements: { provider: string; state: string; payments: number; detail: string }[];
  csv: string;
}

describe.each(backends)("reconciliation against the providers' own statements on %s", (kind) => {
  let app: FastifyInstance;
  let buyer: { id: string; token: string };
  let fake: FakeServer;
  let operator: { id: string; token: string };
  const wechat = wechatPayFake();
  const paypal = payPalFake();

  liveProviderSuite(
    kind,
    // One loopback host answers both: WeChat Pay's paths are /v3/…, PayPal's /v1/… and /v2/….
    (req) => (req.url.startsWith('/v3/') ? wechat.handle(req) : paypal.handle(req)),
    (fakeUrl) => ({
      mode: 'live',
      wechat: liveWechat(fakeUrl),
      paypal: { apiBase: fakeUrl, ...payPalClient },
    }),
    async (suite) => {
      ({ app, user: buyer, fake } = suite);
      operator = await newOperator(suite.app);
    },
  );

  const reconcile = async (day: string) => {
    const res = await authed(app, '/ut/op/money/reconcile', operator.token, { day });
    expect(res.body.code).toBe('000');
    return res.body.data as Report;
  };

  /** Moves the clock to 12:00 UTC of the next day (sessions end: both sign in again); that day. */
  async function nextNoon(): Promise<string> {
    const now = app.clock.now();
    const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 12);
    app.clock.advance(noon - now.getTime());
    buyer = { ...buyer, token: await newSession(app, buyer.id) };
    operator = { ...operator, token: await newSession(app, operator.id) };
    return new Date(noon).toISOString().slice(0, 10);
  }

  async function openTrade(amount: number) {
    const orderId = await newOrder(app, buyer, amount, 'CNY');
    const opened = await authed(app, '/ut/v1/get-wechat-trade-code', buyer.token, { orderId });
    return { orderId, tradeId: (opened.body.data as { id: string }).id };
  }

  /** A WeChat trade paid at the fake and found by the payer's poll. */
  async function paidOrder(amount: number) {
    const t = await openTrade(amount);
    wechat.books.get(t.tradeId)!.state = 'SUCCESS';
    app.clock.advance(5000);
    const polled = await authed(app, '/ut/v1/query-trade', buyer.token, { orderId: t.orderId });
    expect(polled.body.data).toMatchObject({ status: 2, provider: 'wechat' });
    return t;
  }

  it('lists each payment the statements have and we have no paid trade for once, and statement amounts that differ', async () => {
    // Paid at WeChat after we closed it the day before: no callback, not among the day's trades.
    const lost = await openTrade(700);
    app.clock.advance(31 * 60_000);
    await authed(app, '/ut/v1/query-trade', buyer.token, { orderId: lost.orderId });
    expect((await tradeRow(app.database.db, lost.tradeId)).status).toBe(-1);
    const day = await nextNoon();
    const clean = await paidOrder(900);
    const skewed = await paidOrder(1500);
    expect((await tradeRow(app.database.db, skewed.tradeId)).createdAt.toISOString().slice(0, 10)).toBe(day);
    const lostTx = wechat.books.get(lost.tradeId)!.transactionId;
    const strangerNo = `T${randomBytes(10).toString('hex')}`;
    const strangerTx = `4200002${randomBytes(6).toString('hex')}`;
    const at = `${day} 10:15:00`;
    wechat.bills.set(day, {
      csv: tradeBillCsv([
        {
          time: at,
          transactionId: wechat.books.get(clean.tradeId)!.transactionId,
          outTradeNo: clean.tradeId,
          state: 'SUCCESS',
          total: 900,
        },
        {
          time: at,
          transactionId: wechat.books.get(skewed.tradeId)!.transactionId,
          outTradeNo: skewed.tradeId,
          state: 'SUCCESS',
          total: 1490,
        },
        {
          time: at,
          transactionId: strangerTx,
          outTradeNo: strangerNo,
          state: 'SUCCESS',
          total: 700,
          product: '会员,年卡',
        },
        // The same payment given back later that day: a second line of the same order.
        {
          time: at,
          transactionId: strangerTx,
          outTradeNo: strangerNo,
          state: 'REFUND',
          total: 700,
          refund: { refundId: '50300001', outRefundNo: 'RF1', amount: 700 },
        },
        { time: at, transactionId: lostTx, outTradeNo: lost.tradeId, state: 'SUCCESS', total: 700 },
      ]),
    });
    // PayPal's history: 520 refunds of old payments fill the first page (500), then one pending
    // payment, one completed payment of no trade of ours, and one of the next day.
    const ppAt = (h: number) => `${day}T${String(h).padStart(2, '0')}:30:00+0000`;
    for (let i = 0; i < 520; i++)
      paypal.transactions.push({
        transaction_id: `9R${String(i).padStart(15, '0')}`,
        transaction_event_code: 'T1107',
        transaction_initiation_date: ppAt(3),
        transaction_amount: { currency_code: 'USD', value: '-1.00' },
        transaction_status: 'S',
      });
    const ppOrder = `P${randomBytes(12).toString('hex')}`;
    const nextDay = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    paypal.transactions.push(
      {
        transaction_id: '3PENDING0000001',
        transaction_event_code: 'T0006',
        transaction_initiation_date: ppAt(8),
        transaction_amount: { currency_code: 'USD', value: '5.00' },
        transaction_status: 'P',
        custom_field: 'Pother',
      },
      {
        transaction_id: '3CAPTURE0000007',
        transaction_event_code: 'T0006',
        transaction_initiation_date: ppAt(9),
        transaction_amount: { currency_code: 'USD', value: '7.00' },
        transaction_status: 'S',
        custom_field: ppOrder,
        invoice_id: ppOrder,
      },
      {
        transaction_id: '3NEXTDAY0000001',
        transaction_event_code: 'T0006',
        transaction_initiation_date: `${nextDay}T00:30:00+0000`,
        transaction_amount: { currency_code: 'USD', value: '9.00' },
        transaction_status: 'S',
        custom_field: 'Pnext',
      },
    );

    const report = await reconcile(day);
    expect(report.statements).toEqual([
      { provider: 'wechat', state: 'read', payments: 4, detail: '' },
      { provider: 'paypal', state: 'read', payments: 1, detail: '' },
    ]);
    expect(report.mismatches.some((m) => m.tradeId === clean.tradeId)).toBe(false);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        {
          tradeId: skewed.tradeId,
          orderId: skewed.orderId,
          provider: 'wechat',
          kind: 'bill-amount',
          ours: '15.00 CNY',
          theirs: '14.90 CNY',
        },
        {
          tradeId: strangerNo,
          orderId: null,
          provider: 'wechat',
          kind: 'provider-only',
          ours: 'no trade',
          theirs: `7.00 CNY ${strangerTx}`,
        },
        {
          tradeId: lost.tradeId,
          orderId: lost.orderId,
          provider: 'wechat',
          kind: 'provider-only',
          ours: 'closed',
          theirs: `7.00 CNY ${lostTx}`,
        },
        {
          tradeId: ppOrder,
          orderId: null,
          provider: 'paypal',
          kind: 'provider-only',
          ours: 'no trade',
          theirs: '7.00 USD 3CAPTURE0000007',
        },
      ]),
    );
    expect(report.mismatches).toHaveLength(4);
    const lines = report.csv.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines).toContain(`${day},${strangerNo},,wechat,provider-only,no trade,7.00 CNY ${strangerTx}`);
    expect(lines).toContain(
      `${day},${skewed.tradeId},${skewed.orderId},wechat,bill-amount,15.00 CNY,14.90 CNY`,
    );
    // The bill file was fetched with a signed request (the fake refuses any other) and PayPal's
    // search read page by page over the day.
    expect(fake.requests.filter((r) => r.url.startsWith('/v3/billdownload/file?token='))).toHaveLength(1);
    const searches = fake.requests
      .filter((r) => r.url.startsWith('/v1/reporting/transactions?'))
      .map((r) => new URL(r.url, 'http://x').searchParams);
    expect(searches.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(searches[0]!.get('start_date')).toBe(`${day}T00:00:00Z`);
    expect(searches[0]!.get('end_date')).toBe(`${day}T23:59:59Z`);
    expect(searches[0]!.get('fields')).toBe('transaction_info');
  });

  it('says when WeChat has no bill for the day yet, and believes no bill whose SHA1 does not match', async () => {
    const day = await nextNoon();
    paypal.transactions.length = 0;
    paypal.state.lastRefreshed = `${day}T09:00:00+0000`;
    const none = await reconcile(day);
    expect(none.statements).toEqual([
      { provider: 'wechat', state: 'none', payments: 0, detail: 'NO_STATEMENT_EXIST 账单文件不存在' },
      {
        provider: 'paypal',
        state: 'read',
        payments: 0,
        detail: `PayPal's data reaches ${day}T09:00:00+0000`,
      },
    ]);
    expect(none.mismatches).toEqual([]);

    wechat.bills.set(day, {
      csv: tradeBillCsv([
        {
          time: `${day} 08:00:00`,
          transactionId: '4200009999',
          outTradeNo: 'Tforged0001',
          state: 'SUCCESS',
          total: 100,
        },
      ]),
      spoilHash: true,
    });
    const spoiled = await reconcile(day);
    expect(spoiled.statements[0]).toMatchObject({ provider: 'wechat', state: 'error', payments: 0 });
    expect(spoiled.statements[0]!.detail).toContain('SHA1 hash');
    expect(spoiled.mismatches).toEqual([]);
  });
});
