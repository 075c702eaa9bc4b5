import type { FastifyInstance } from 'fastify';
import { devPagesOn } from '../../dev-pages.ts';
import { fakeTaobaoAnswer } from './fake-taobao.ts';
import { couponRoutes } from './routes.ts';
import type { CouponSettings } from './settings.ts';

/**
 * taobao_coupon: keyword search of coupons on the operator's Taobao affiliate account
 * (TAOBAO_*); without one the tool is listed as unavailable. With the dev pages on, the fake
 * gateway is served at /dev/fake-taobao/router/rest (TAOBAO_API_URL=…/dev/fake-taobao/router/rest,
 * TAOBAO_APP_KEY=12345678, TAOBAO_APP_SECRET=fake-taobao-secret, TAOBAO_ADZONE_ID=1000001).
 */
export function installCoupon(
  app: FastifyInstance,
  options: { settings?: CouponSettings | null } = {},
): void {
  couponRoutes(app, options.settings !== undefined ? options.settings : (app.config.coupon ?? null));
  if (!devPagesOn(app.config)) return;
  app.get<{ Params: { '*': string } }>('/dev/fake-taobao/*', async (request, reply) => {
    const base = `${request.protocol}://${request.headers.host ?? '127.0.0.1'}/dev/fake-taobao`;
    const url = new URL(request.url, 'http://x');
    const answer = await fakeTaobaoAnswer(base, `/${request.params['*']}`, url.searchParams, app.clock.now());
    return reply.status(answer.status).type(answer.type).send(answer.body);
  });
}
