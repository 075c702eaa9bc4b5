import {
  PaymentCode,
  type FuncPayTradeRequest,
  type FuncPayTradeStatus,
  type Locale,
  type TradeRequest,
  type TradeStatusResponse,
} from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import type { AuthUser } from '../session/plugin.ts';
import { funcPayStatusText, paymentMessages, tradeStatusText } from './messages.ts';
import type { PayChannel } from './providers/types.ts';
import type { WechatPayAdapter } from './providers/wechat.ts';
import { findTrade, moveTrade, tradesOfOrder } from './repository.ts';
import { openTrade } from './open.ts';
import { presentTrade, tradeForProvider, type Payments } from './service.ts';
import { isOpen, refreshTrade } from './settle.ts';

function orderExpired(): AppError {
  return new AppError(PaymentCode.orderExpired, paymentMessages.orderExpired);
}

/** A membership order's trade through `requested` (or the sandbox standing in for it). */
export async function orderTrade(
  p: Payments,
  user: AuthUser,
  input: TradeRequest,
  requested: 'wechat' | 'alipay' | 'paypal',
  channel: PayChannel,
  locale: Locale,
) {
  const order = await p.seam.loadPayableOrder(p.db, input.orderId, p.clock.now());
  if (!order || order.userId !== user.id || !order.payable) throw orderExpired();
  const row = await openTrade(
    p,
    {
      kind: 'order',
      userId: user.id,
      orderId: order.id,
      taskId: null,
      funcCode: null,
      amount: order.amount,
      currency: order.currency,
      subject: order.subject,
    },
    requested,
    channel,
  );
  return presentTrade(p, row, locale);
}

/**
 * /query-trade: the order's best trade (a paid one, else the newest), brought up to date with
 * its provider. An order with no trade yet is pending.
 */
export async function queryOrderTrade(
  p: Payments,
  user: AuthUser,
  orderId: string,
  locale: Locale,
): Promise<TradeStatusResponse> {
  let trades = await tradesOfOrder(p.db, orderId, user.id);
  // Every open trade of the order is asked about (the payer may have paid an earlier QR).
  if (!trades.some((t) => t.status === 2) && trades.some((t) => isOpen(t.status)))
    trades = await Promise.all(trades.slice(0, 5).map((t) => (isOpen(t.status) ? refreshTrade(p, t) : t)));
  const trade = trades.find((t) => t.status === 2) ?? trades[0];
  if (!trade) {
    const order = await p.seam.loadPayableOrder(p.db, orderId, p.clock.now());
    if (!order || order.userId !== user.id) throw orderExpired();
    const status = order.payable ? 0 : -1;
    return {
      id: null,
      orderId,
      status,
      statusText: translate(locale, tradeStatusText[status]!),
      price: order.amount / 100,
      provider: null,
    };
  }
  return {
    id: trade.id,
    orderId,
    status: trade.status,
    statusText: translate(locale, tradeStatusText[trade.status] ?? tradeStatusText[0]!),
    price: trade.amount / 100,
    provider: trade.provider,
  };
}

/** A function payment's trade (WeChat, or the sandbox standing in). */
export async function funcTrade(
  p: Payments,
  user: AuthUser,
  input: FuncPayTradeRequest,
  channel: PayChannel,
  locale: Locale,
) {
  const payable = await p.seam.loadPayableFuncPay(p.db, {
    userId: user.id,
    taskId: input.taskId,
    funcCode: input.funcCode,
  });
  if (!payable || payable.userId !== user.id)
    throw new AppError(PaymentCode.orderExpired, paymentMessages.tradeNotFound);
  if (!payable.payable) throw new AppError(PaymentCode.orderExpired, paymentMessages.alreadyPaid);
  const row = await openTrade(
    p,
    {
      kind: 'func',
      userId: user.id,
      orderId: null,
      taskId: payable.taskId,
      funcCode: payable.funcCode,
      amount: payable.amount,
      currency: payable.currency,
      subject: payable.subject,
    },
    'wechat',
    channel,
  );
  return presentTrade(p, row, locale);
}

/** /ut/func-pay/get-trade-result: 1 pending, 2 paid, -2 failed, -1 closed or expired. */
export async function funcTradeResult(
  p: Payments,
  user: AuthUser,
  id: string,
  locale: Locale,
): Promise<FuncPayTradeStatus> {
  let trade = await findTrade(p.db, id);
  if (!trade || trade.userId !== user.id || trade.kind !== 'func')
    throw new AppError(PaymentCode.orderExpired, paymentMessages.tradeNotFound);
  if (isOpen(trade.status)) trade = await refreshTrade(p, trade);
  const status = isOpen(trade.status) ? 1 : trade.status;
  return {
    id: trade.id,
    taskId: trade.taskId ?? '',
    funcCode: trade.funcCode ?? '',
    status,
    statusText: translate(locale, funcPayStatusText[status] ?? funcPayStatusText[1]!),
  };
}

/**
 * The mini-program asks to pay a phone trade: the payer's openid from its wx.login code, a JSAPI
 * order, and the signed wx.requestPayment parameters. The trade moves to 1 (payment phase).
 */
export async function appletPay(p: Payments, wechat: WechatPayAdapter, tradeId: string, code: string) {
  const trade = await findTrade(p.db, tradeId);
  const now = p.clock.now();
  if (
    !trade ||
    trade.provider !== 'wechat' ||
    trade.channel !== 'applet' ||
    !isOpen(trade.status) ||
    trade.expiresAt <= now
  )
    throw orderExpired();
  let params;
  try {
    params = await wechat.appletPay!(tradeForProvider(trade, p.publicUrl), code);
  } catch (err) {
    p.log.warn({ err, tradeId }, 'mini-program payment could not be prepared');
    throw new AppError(PaymentCode.providerFailed, paymentMessages.providerFailed);
  }
  await moveTrade(p.db, trade.id, [0], 1, now);
  return params;
}
