import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, parseInput } from '../../http/call.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { cspNonce } from '../../http/security-headers.ts';
import type { Accounts } from '../auth/context.ts';
import { callerOf } from '../user/caller.ts';
import { qrConfirmPage } from './confirm-page.ts';
import { confirmQrCode, createQrCode, loginByQrCode, queryQrCode, scanQrCode } from './service.ts';

/** QR login (cn edition only). */
export function qrLoginRoutes(app: FastifyInstance, ctx: Accounts): void {
  app.get<{ Params: { file: string } }>('/open/user-wx/get-login-qr-code/:file', async (request, reply) => {
    const env = request.params.file.replace(/\.png$/, '');
    const input = parseInput(endpoints.qrCode.request, { env }, request.locale);
    const qr = await createQrCode(ctx, callerOf(request), input.env);
    return reply
      .header('id', qr.id)
      .header('url', qr.url)
      .header('access-control-expose-headers', 'id, url')
      .header('cache-control', 'no-store')
      .type('image/png')
      .send(qr.png);
  });
  defineEndpoint(app, endpoints.qrCode, async (input, req) => {
    const qr = await createQrCode(ctx, callerOf(req), input.env);
    return {
      id: qr.id,
      url: qr.url,
      imageBase64: `data:image/png;base64,${qr.png.toString('base64')}`,
      expireTime: qr.expireTime,
    };
  });
  defineEndpoint(app, endpoints.qrQuery, (input) => queryQrCode(ctx, input.id));
  defineEndpoint(app, endpoints.qrLogin, (input, req) =>
    loginByQrCode(ctx, callerOf(req), input.id, input.rememberMe),
  );
}

const idQuery = z.object({ id: z.string().min(1).max(100) });

/** The phone's side for the embedded default: only with the dev pages on. */
export function qrConfirmRoutes(app: FastifyInstance, ctx: Accounts): void {
  app.get('/dev/qr-confirm', async (request, reply) => {
    const { id } = parseInput(idQuery, request.query, request.locale);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(qrConfirmPage(id, cspNonce(reply)));
  });
  defineCall(app, '/dev/qr-confirm/scan', idQuery, async (input) => {
    await scanQrCode(ctx, input.id);
    return null;
  });
  defineCall(
    app,
    '/dev/qr-confirm/confirm',
    idQuery.extend({ phoneNumber: z.string().max(30) }),
    async (input) => {
      await confirmQrCode(ctx, input.id, input.phoneNumber);
      return null;
    },
  );
}
