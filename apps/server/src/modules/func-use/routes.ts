import { funcUseRequest, paymentPaths } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/call.ts';
import { dayContext, touristHolder, userHolder } from '../credits/context.ts';
import { defineUserCall } from '../session/plugin.ts';
import { useFunc } from './service.ts';

/** /h (logged in) and /t (tourist): ask to use a function before it runs. */
export function funcUseRoutes(app: FastifyInstance): void {
  defineUserCall(app, paymentPaths.useFunc, funcUseRequest, (input, _user, request) =>
    useFunc(dayContext(request, input.timezoneOffset), userHolder(request), input),
  );
  defineCall(app, paymentPaths.useFuncTourist, funcUseRequest, (input, request) =>
    useFunc(dayContext(request, input.timezoneOffset), touristHolder(request), input),
  );
}
