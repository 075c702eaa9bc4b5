import {
  appletPayRequest,
  funcPayResultRequest,
  funcPayTradeRequest,
  paymentPrefixes,
  queryTradeRequest,
  tradeRequest,
  type PaymentProvider,
} from '@toolbox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/call.ts';
import { defineUserCall } from '../session/plugin.ts';
import type { WechatPayAdapter } from './providers/wechat.ts';
import type { Payments } from './service.ts';
import { handleNotification } from './settle.ts';
import { appletPay, funcTrade, funcTradeResult, orderTrade, queryOrderTrade } from './trades.ts';

/** Mobile (platform 1) gets the mini-program link when one is configured, otherwise the QR. */
const appletOr = (input: { platform: number }) => (input.platform === 1 ? 'applet' : 'native');

/** The trade calls (logged in), under each of the payment family's prefixes. */
export function tradeRoutes(app: FastifyInstance, p: Payments): void {
  for (const prefix of paymentPrefixes) {
    defineUserCall(app, `${prefix}/get-wechat-trade-code`, tradeRequest, (input, user, req) =>
      orderTrade(p, user, input, 'wechat', 'native', req.locale),
    );
    defineUserCall(app, `${prefix}/pre-create-wx-applet-pay`, tradeRequest, (input, user, req) =>
      orderTrade(p, user, input, 'wechat', appletOr(input), req.locale),
    );
    defineUserCall(app, `${prefix}/get-ali-trade-page`, tradeRequest, (input, user, req) =>
      orderTrade(p, user, input, 'alipay', 'page', req.locale),
    );
    defineUserCall(app, `${prefix}/get-pay-pal-trade-page`, tradeRequest, (input, user, req) =>
      orderTrade(p, user, input, 'paypal', 'popup', req.locale),
    );
    defineUserCall(app, `${prefix}/query-trade`, queryTradeRequest, (input, user, req) =>
      queryOrderTrade(p, user, input.orderId, req.locale),
    );
  }
  defineUserCall(app, '/ut/func-pay/get-wechat-trade-code', funcPayTradeRequest, (input, user, req) =>
    funcTrade(p, user, input, 'native', req.locale),
  );
  defineUserCall(app, '/ut/func-pay/pre-create-wx-applet-pay', funcPayTradeRequest, (input, user, req) =>
    funcTrade(p, user, input, appletOr(input), req.locale),
  );
  defineUserCall(app, '/ut/func-pay/get-trade-result', funcPayResultRequest, (input, user, req) =>
    funcTradeResult(p, user, input.id, req.locale),
  );
  const wechat = p.adapters.wechat as WechatPayAdapter | undefined;
  if (wechat?.appletPay)
    defineCall(app, '/open/pay/wx-applet/pay-params', appletPayRequest, (input) =>
      appletPay(p, wechat, input.tradeId, input.code),
    );
}

const providers: PaymentProvider[] = ['wechat', 'alipay', 'paypal', 'sandbox'];

/**
 * Provider callbacks: POST /pay/notify/{wechat|alipay|paypal|sandbox}. The body is kept as the
 * exact text that arrived (signatures cover bytes), so this plugin has its own parser.
 */
export async function callbackRoutes(app: FastifyInstance, p: Payments): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    for (const provider of providers) {
      scope.post(`/pay/notify/${provider}`, async (request: FastifyRequest, reply) => {
        const answer = await handleNotification(p, provider, {
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
          contentType: request.headers['content-type'] ?? '',
        });
        if (!answer) return reply.status(404).type('text/plain').send('not configured');
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      });
    }
  });
}
