import {
  ok,
  paymentPrefixes,
  type Access,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@toolbox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/session/plugin.ts';
import { parseInput } from './call.ts';
import { PreparedJson, sendPrepared } from './compress.ts';

/**
 * What a handler answers: the data, or the data made once into a `PreparedJson` of its envelope
 * (`preparedAnswer`), which is sent as it is (cached reads).
 */
export type HandlerAnswer<E extends Endpoint> =
  | EndpointAnswer<E>
  | PreparedJson<EndpointAnswer<E>>
  | Promise<EndpointAnswer<E> | PreparedJson<EndpointAnswer<E>>>;

/** The handler of an endpoint: signed-in calls get the user; the others read `request.user` if they need it. */
export type EndpointHandler<E extends Endpoint> =
  E extends Endpoint<infer _Req, infer _Res, 'user' | 'operator'>
    ? (input: EndpointInput<E>, user: AuthUser, request: FastifyRequest) => HandlerAnswer<E>
    : (input: EndpointInput<E>, request: FastifyRequest) => HandlerAnswer<E>;

/** The success envelope of `data`, made once, for a handler to answer many times. */
export function preparedAnswer<T>(data: T): PreparedJson<T> {
  return new PreparedJson(data, ok(data));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Paths registered through `defineEndpoint`. */
    endpointPaths: Set<string>;
    /** Every route of the app as `METHOD path` (tests hold them against the contracts). */
    routeList: string[];
  }
}

/** Decorates the root app once, before any module registers a route. */
export function installEndpoints(app: FastifyInstance): void {
  app.decorate('endpointPaths', new Set<string>());
  const routes: string[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
}

/**
 * The login check of an access. 'operator' uses `app.requireOperator` (modules/operator), which must
 * be decorated before an operator endpoint is defined: without it the route cannot be registered.
 */
function preHandlers(app: FastifyInstance, access: Access) {
  if (access === 'operator') {
    if (typeof app.requireOperator !== 'function')
      throw new Error('operator endpoint before requireOperator');
    return { preHandler: app.requireOperator };
  }
  return access === 'user'
    ? { preHandler: app.requireUser }
    : access === 'optional'
      ? { preHandler: app.optionalUser }
      : {};
}

/**
 * Registers a declared endpoint: POST with its body validated by the request schema (a 40000
 * naming the field), login checked as its access says, the answer wrapped in the envelope. Payment-
 * family endpoints are registered under each of the family's prefixes. With `config.checkResponses`
 * (tests) every answer is also checked against the response schema, so code and contract cannot drift.
 */
export function defineEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  run: EndpointHandler<E>,
  options: { headers?: Record<string, string> } = {},
): void {
  const check = app.config.checkResponses === true;
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.headers) reply.headers(options.headers);
    const input = parseInput(endpoint.request, request.body, request.locale) as EndpointInput<E>;
    const result =
      endpoint.access === 'user' || endpoint.access === 'operator'
        ? await (run as (i: unknown, u: AuthUser, r: FastifyRequest) => unknown)(
            input,
            request.user!,
            request,
          )
        : await (run as (i: unknown, r: FastifyRequest) => unknown)(input, request);
    const answer = result instanceof PreparedJson ? result.value : result;
    if (check) {
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw new Error(
          `the answer of ${request.url} breaks its contract at '${issue.path.join('.')}': ${issue.message}`,
        );
      }
    }
    return result instanceof PreparedJson ? sendPrepared(request, reply, result) : ok(answer);
  };
  const fullPaths =
    endpoint.family === 'pay' ? paymentPrefixes.map((p) => p + endpoint.path) : [endpoint.path];
  for (const path of fullPaths) {
    app.post(path, preHandlers(app, endpoint.access), handle);
    app.endpointPaths.add(path);
  }
}
