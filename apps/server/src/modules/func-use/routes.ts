import { payEndpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { dayContext, touristHolder, userHolder } from '../credits/context.ts';
import { quoteUse, useFunc } from './service.ts';

/** /h (logged in) and /t (tourist): ask to use a function before it runs; /hq and /tq: what it would take. */
export function funcUseRoutes(app: FastifyInstance): void {
  defineEndpoint(app, payEndpoints.useFunc, (input, _user, request) =>
    useFunc(dayContext(request, input.timezoneOffset), userHolder(request), input),
  );
  defineEndpoint(app, payEndpoints.useFuncTourist, (input, request) =>
    useFunc(dayContext(request, input.timezoneOffset), touristHolder(request), input),
  );
  defineEndpoint(app, payEndpoints.quoteFunc, (input, _user, request) =>
    quoteUse(dayContext(request, input.timezoneOffset), userHolder(request), input),
  );
  defineEndpoint(app, payEndpoints.quoteFuncTourist, (input, request) =>
    quoteUse(dayContext(request, input.timezoneOffset), touristHolder(request), input),
  );
}
