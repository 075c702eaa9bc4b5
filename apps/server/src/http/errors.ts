import { Code, fail } from '@toolbox/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { messages, translate, type Message } from './i18n.ts';

/**
 * An expected failure with a code from the spec's catalogue. The message is translated at the
 * edge, in the language of the request; `status` is the HTTP status (the envelope carries the code).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly text: Message,
    readonly params: Record<string, string | number> = {},
    readonly status = 200,
  ) {
    super(text.en);
  }
}

/** Fastify's own 4xx errors we answer as a bad request, with a message naming what was wrong. */
function clientErrorMessage(error: FastifyError): Message {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return messages.invalidJson;
  return messages.badRequest;
}

/** Every error leaves as the envelope; unexpected ones are logged in full and answered generically. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.code, translate(locale, error.text, error.params)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(fail(Code.tooManyRequests, translate(locale, messages.tooManyRequests)));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request');
      return reply.status(status).send(fail(Code.badRequest, translate(locale, clientErrorMessage(error))));
    }
    // The stack and the error's text may hold internals (SQL, paths): they go to the log only.
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(fail(Code.internal, translate(locale, messages.internal)));
  });
}
