import type { FastifyInstance } from 'fastify';
import { call, type Caller } from '../file/testing.ts';

/**
 * Test helper: asks /ut/v1/h (signed in: an accesstoken header) or /ut/v1/t (tourist) to use a
 * function, as the web client does before /task/submit, and returns the granted `useId`.
 */
export async function grantUse(
  app: FastifyInstance,
  funcCode: string,
  caller: Caller = {},
  extra: { pageCount?: number } = {},
): Promise<string> {
  const path = caller.headers?.accesstoken ? '/ut/v1/h' : '/ut/v1/t';
  const res = await call(app, path, { code: funcCode, timezoneOffset: 0, ...extra }, caller);
  if (res.body.code !== '000') throw new Error(`${path} ${funcCode}: ${res.body.code} ${res.body.message}`);
  return (res.body.data as { useId: string }).useId;
}
