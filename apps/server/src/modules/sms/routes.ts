import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { requestAddress } from '../auth/client-address.ts';
import type { Accounts } from '../auth/context.ts';
import { callerOf } from '../user/caller.ts';
import { newCaptcha } from './captcha.ts';
import { loginByPhone, sendLoginSms } from './phone-service.ts';

/** Phone + SMS sign-in (cn edition only). */
export function phoneRoutes(app: FastifyInstance, ctx: Accounts): void {
  defineEndpoint(app, endpoints.smsCaptcha, (_input, req) => newCaptcha(ctx, requestAddress(req)));
  defineEndpoint(app, endpoints.sendLoginSms, (input, req) => sendLoginSms(ctx, callerOf(req), input));
  defineEndpoint(app, endpoints.loginByPhone, (input, req) => loginByPhone(ctx, callerOf(req), input));
}

/** GET /dev/captcha?id=: the answer of a recent captcha as plain text (dev pages, cn edition only). */
export function devCaptchaRoutes(app: FastifyInstance, ctx: Accounts): void {
  app.get('/dev/captcha', async (request, reply) => {
    const id = (request.query as { id?: unknown }).id;
    const answer = typeof id === 'string' ? ctx.devCaptchas?.answerOf(id) : undefined;
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return answer ? reply.send(answer) : reply.code(404).send('unknown captcha');
  });
}
