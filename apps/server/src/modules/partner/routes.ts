import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { requestAddress } from '../auth/client-address.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { HOUR } from '../session/clock.ts';
import { CHANNEL_VISITS_PER_HOUR, checkChannel, openCheck, openUse } from './service.ts';

/** Partner mode (/ut/func/open-check, /ut/v1/ot) and the channel check (/ut/channel/check). */
export function partnerRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.openCheck, (input) => openCheck(db(), input.openId, app.clock.now()));
  defineEndpoint(app, endpoints.openUse, (input, request) =>
    openUse(db(), input, app.clock.now(), request.locale),
  );
  defineEndpoint(app, endpoints.channelCheck, async (input, request) => {
    const now = app.clock.now();
    const limit = {
      bucket: `channel:${requestAddress(request)}`,
      max: CHANNEL_VISITS_PER_HOUR,
      windowMs: HOUR,
    };
    const counted = !(await new RateLimiter(db()).take([limit], now)).reached;
    return checkChannel(db(), input.cid, request.user?.id ?? null, now, counted);
  });
}
