import { PassThrough } from 'node:stream';
import { gptCodes, gptEndpoints, writerRequest } from '@toolbox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/call.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import { dayContext, touristHolder, userHolder } from '../credits/context.ts';
import type { Holder } from '../credits/daily.ts';
import { runGeneration, startGeneration, type GenerationSink, type GptDeps } from './service.ts';
import { sseFrame } from './provider/sse.ts';

/** Writes events to the reply's stream, waiting when the client reads slowly. */
function sinkOf(out: PassThrough): GenerationSink {
  const write = async (event: string, data: object) => {
    if (out.destroyed || out.writableEnded) return;
    if (!out.write(sseFrame(event, JSON.stringify(data)))) {
      await new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done);
          out.off('close', done);
          resolve();
        };
        out.on('drain', done);
        out.on('close', done);
      });
    }
  };
  return {
    delta: (text) => write('delta', { text }),
    done: (event) => write('done', event),
    error: (event) => write('error', event),
  };
}

/**
 * POST /ut/gpt/req-u (signed in) and /ut/gpt/req-t (tourist): a refusal before the start is the
 * JSON envelope (the error handler); a started generation answers `text/event-stream` with
 * `start`, `delta`… and `done` or `error`. A client that goes away stops the provider call.
 */
async function generate(deps: GptDeps, request: FastifyRequest, reply: FastifyReply, holder: Holder) {
  const input = parseInput(writerRequest, request.body, request.locale);
  const app = request.server;
  const started = await startGeneration(dayContext(request, input.timezoneOffset), holder, deps, input);
  const out = new PassThrough();
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  out.write(sseFrame('start', JSON.stringify(started.start)));
  void reply.send(out);
  runGeneration(app.database.db, deps, started, sinkOf(out), {
    signal: gone.signal,
    locale: request.locale,
    now: () => app.clock.now(),
  })
    .catch((err: unknown) => request.log.error({ err, call: started.id }, 'generation failed'))
    .finally(() => out.end());
  return reply;
}

export function gptRoutes(app: FastifyInstance, deps: GptDeps): void {
  defineEndpoint(app, gptEndpoints.gptStatus, () => ({
    configured: deps.provider !== null,
    codes: deps.provider ? [...gptCodes] : [],
  }));
  app.post(gptEndpoints.gptUser.path, { preHandler: app.requireUser }, (request, reply) =>
    generate(deps, request, reply, userHolder(request)),
  );
  app.post(gptEndpoints.gptTourist.path, (request, reply) =>
    generate(deps, request, reply, touristHolder(request)),
  );
}
