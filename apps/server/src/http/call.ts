import { Code, controlCharacterPath, ok, type Locale } from '@toolbox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { en, zhCN } from 'zod/locales';
import { AppError } from './errors.ts';
import { messages } from './i18n.ts';

const zodLocales = { en: en(), 'zh-CN': zhCN() } as const;

/** Validates a request body; the first problem becomes a 40000 naming the field, in the user's language. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown, locale: Locale): z.output<S> {
  // Before the schema, for every call alike: no string or key may hold a control character.
  const bad = controlCharacterPath(body);
  if (bad !== null) {
    throw new AppError(Code.badRequest, messages.controlCharacter, { field: bad || 'body' }, 400);
  }
  // An empty POST body means "no parameters", the same as `{}`.
  const result = schema.safeParse(body ?? {}, { error: zodLocales[locale].localeError });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw field
    ? new AppError(Code.badRequest, messages.invalidField, { field, detail: issue.message }, 400)
    : new AppError(Code.badRequest, messages.invalidBody, { detail: issue.message }, 400);
}

/**
 * Registers one shared-layer call: POST with a JSON body checked by `schema`, answered with the
 * success envelope around what `run` returns.
 */
export function defineCall<S extends z.ZodType, R>(
  app: FastifyInstance,
  path: string,
  schema: S,
  run: (input: z.output<S>, request: FastifyRequest) => Promise<R> | R,
): void {
  app.post(path, async (request) => ok(await run(parseInput(schema, request.body, request.locale), request)));
}
