import type { z } from 'zod';

/**
 * Who may make a call: 'user' needs a live login (001 otherwise, before the body is read);
 * 'any' serves tourists and users alike without looking at the login; 'optional' serves both
 * and tells the handler who is signed in, if anyone; 'operator' needs a live login holding the
 * operator role (001 without a login, 40300 with HTTP 403 for anyone else), checked on every call.
 */
export type Access = 'user' | 'any' | 'optional' | 'operator';

/**
 * One shared-layer call, declared once: POST `path` with a JSON body that `request` accepts,
 * answered with the envelope around what `response` describes. Payment-family calls (`family:
 * 'pay'`) are served under each of /ut/v1, /ut/i2 and /ut/p3, and `path` is the part after it.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  path: string;
  access: A;
  request: Req;
  response: Res;
  family?: 'pay';
}

/** Declares an endpoint; the types of its body and answer follow from the schemas. */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  path: string,
  access: A,
  request: Req,
  response: Res,
  family?: 'pay',
): Endpoint<Req, Res, A> {
  return family ? { path, access, request, response, family } : { path, access, request, response };
}

/** What a caller sends (before the server's defaults and trimming). */
export type EndpointBody<E extends Endpoint> = z.input<E['request']>;
/** What the server's handler gets after validation. */
export type EndpointInput<E extends Endpoint> = z.output<E['request']>;
/** What the server's handler returns and the caller receives as `data`. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']>;
