import { payEndpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { dayContext, touristHolder, userHolder } from '../credits/context.ts';
import { useFunc } from './service.ts';

/** /h (logged in) and /t (tourist): ask to use a function before it runs. */
export function funcUseRoutes(app: FastifyInstance): void {
  defineEndpoint(app, payEndpoints.useFunc, (input, _user, request) =>
    useFunc(dayContext(request, input.timezoneOffset), userHolder(request), input),
  );
  defineEndpoint(app, payEndpoints.useFuncTourist, (input, request) =>
    useFunc(dayContext(request, input.timezoneOffset), touristHolder(request), input),
  );
}
