import { endpoints, payEndpoints, type PaymentProvider } from '@toolbox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import type { WechatPayAdapter } from './providers/wechat.ts';
import type { Payments } from './service.ts';
import { handleNotification } from './settle.ts';
import { appletPay, funcTrade, funcTradeResult, orderTrade, queryOrderTrade } from './trades.ts';

/** Mobile (platform 1) gets the mini-program link when one is configured, otherwise the QR. */
const appletOr = (input: { platform: number }) => (input.platform === 1 ? 'applet' : 'native');

/** The trade calls (logged in); the membership ones under each of the payment family's prefixes. */
export function tradeRoutes(app: FastifyInstance, p: Payments): void {
  defineEndpoint(app, payEndpoints.wechatTrade, (input, user, req) =>
    orderTrade(p, user, input, 'wechat', 'native', req.locale),
  );
  defineEndpoint(app, payEndpoints.wechatAppletTrade, (input, user, req) =>
    orderTrade(p, user, input, 'wechat', appletOr(input), req.locale),
  );
  defineEndpoint(app, payEndpoints.alipayTrade, (input, user, req) =>
    orderTrade(p, user, input, 'alipay', 'page', req.locale),
  );
  defineEndpoint(app, payEndpoints.paypalTrade, (input, user, req) =>
    orderTrade(p, user, input, 'paypal', 'popup', req.locale),
  );
  defineEndpoint(app, payEndpoints.queryTrade, (input, user, req) =>
    queryOrderTrade(p, user, input.orderId, req.locale),
  );
  defineEndpoint(app, endpoints.funcPayWechatTrade, (input, user, req) =>
    funcTrade(p, user, input, 'native', req.locale),
  );
  defineEndpoint(app, endpoints.funcPayWechatAppletTrade, (input, user, req) =>
    funcTrade(p, user, input, appletOr(input), req.locale),
  );
  defineEndpoint(app, endpoints.funcPayTradeResult, (input, user, req) =>
    funcTradeResult(p, user, input.id, req.locale),
  );
  const wechat = p.adapters.wechat as WechatPayAdapter | undefined;
  if (wechat?.appletPay) {
    defineEndpoint(app, endpoints.appletPayParams, (input) =>
      appletPay(p, wechat, input.tradeId, input.code),
    );
  }
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
