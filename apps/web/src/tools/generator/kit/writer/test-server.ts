import { makeFunc } from '../../../../test/fixtures.ts';
import { fakeCreditsServer, quote } from '../../../../features/credits/test-server.ts';

/** A writer as the catalogue prices it: 5 credits a use, 3 free a day, on the server. */
export const writerFunc = (code: string) =>
  makeFunc(code, 'generator', { name: `Writer ${code}`, point: 5, freeCount: 3, runs: 'server' });

/** A stream the test writes into, event by event; `aborted` once the page stopped reading. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const state = { aborted: false };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (state.aborted = true),
  });
  return {
    body,
    state,
    send(event: string, data: object) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end: () => controller.close(),
    /** What fetch does to the body of an aborted request: reading it rejects with an AbortError. */
    abort() {
      state.aborted = true;
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    },
  };
}

export const startEvent = (over: object = {}) => ({
  id: 'call-1',
  code: 'smart_text_generator',
  deductPoint: 0,
  free: true,
  freeCountLeft: 2,
  totalFuncPoint: 10,
  useFuncPoint: 0,
  ...over,
});

type GptAnswer = ReturnType<typeof controlledStream> | { code: string; message: string };

/**
 * The fetch of a writer's unit test: the credits and catalogue calls of `fakeCreditsServer` (a free
 * quote by default), `/ut/gpt/status` (configured unless told), and each generation answered by
 * the next of `answers` (a stream, or an envelope refusal). `sent` keeps the generation requests.
 */
export function fakeWriterServer(
  code: string,
  answers: GptAnswer[],
  options: { configured?: boolean; quote?: ReturnType<typeof quote> } = {},
) {
  const credits = fakeCreditsServer(
    {
      '/tq': options.quote ?? quote({ code, kind: 'free', point: 0, freeCountLeft: 2 }),
      '/hq': options.quote ?? quote({ code, kind: 'free', point: 0 }),
    },
    [writerFunc(code)],
  );
  const sent: { path: string; body: Record<string, unknown>; signal: AbortSignal | null }[] = [];
  const envelope = (code: string, message: string, data: unknown = null) =>
    new Response(JSON.stringify({ code, message, data }), {
      headers: { 'content-type': 'application/json' },
    });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (path === '/ut/gpt/status') {
      const configured = options.configured ?? true;
      return envelope('000', 'ok', { configured, codes: configured ? [code] : [] });
    }
    if (path === '/ut/gpt/req-t' || path === '/ut/gpt/req-u') {
      sent.push({
        path,
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        signal: init?.signal ?? null,
      });
      const answer = answers.shift();
      if (!answer) return envelope('50000', 'no answer scripted');
      if ('code' in answer) return envelope(answer.code, answer.message);
      init?.signal?.addEventListener('abort', () => answer.abort());
      return new Response(answer.body, { headers: { 'content-type': 'text/event-stream' } });
    }
    return credits.fetchStub(input, init);
  };
  return { fetchStub, sent, paths: credits.paths };
}
