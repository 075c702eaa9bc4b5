import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat completions server that speaks the real protocol over
 * real HTTP: SSE `data:` chunks, a usage chunk, `[DONE]`. Tests script each answer; the dev pages
 * serve one at /dev/fake-llm/v1 (see `devFakeReply`) so the writers can be tried without a
 * provider. It is a test double, never a provider: its text says what it is.
 */
export type FakeReply =
  | {
      kind: 'stream';
      pieces: string[];
      /** Wait before the first piece (a slow first token) and between pieces. */
      firstDelayMs?: number;
      delayMs?: number;
      /** Send the usage chunk (default true) and `[DONE]` (default true). */
      usage?: boolean;
      done?: boolean;
      /** Cut the connection after this many pieces (a broken stream). */
      breakAfter?: number;
      finishReason?: string;
      /** Send `data: {"error": …}` after the pieces instead of finishing. */
      errorChunk?: string;
    }
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'json'; text: string };

/** The request as the fake received it. */
export interface FakeRequest {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
    stream_options?: unknown;
  };
}

export type FakeScript = (request: FakeRequest, index: number) => FakeReply;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(id: string, model: string, delta: object, finish: string | null): string {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** Writes one scripted answer on a Node response (a plain server, or a hijacked Fastify reply). */
export async function sendFakeReply(
  req: FakeRequest,
  reply: FakeReply,
  res: ServerResponse,
  onAbandoned: () => void = () => {},
): Promise<void> {
  const model = req.body.model ?? 'fake';
  if (reply.kind === 'status') {
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}),
    });
    res.end(reply.body ?? JSON.stringify({ error: { message: `fake status ${reply.status}` } }));
    return;
  }
  if (reply.kind === 'json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    const choices = [
      { index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' },
    ];
    res.end(
      JSON.stringify({
        id: 'fake',
        object: 'chat.completion',
        model,
        choices,
        usage: { prompt_tokens: 7, completion_tokens: 3 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  let gone = false;
  res.on('close', () => {
    gone = true;
    if (!res.writableFinished) onAbandoned();
  });
  res.write(': keep-alive\n\n');
  res.write(chunk('fake', model, { role: 'assistant', content: '' }, null));
  for (const [i, piece] of reply.pieces.entries()) {
    await wait(i === 0 ? (reply.firstDelayMs ?? 0) : (reply.delayMs ?? 0));
    if (gone) return;
    if (reply.breakAfter !== undefined && i >= reply.breakAfter) {
      res.socket?.destroy();
      return;
    }
    res.write(chunk('fake', model, { content: piece }, null));
  }
  if (reply.errorChunk) {
    res.end(`data: ${JSON.stringify({ error: { message: reply.errorChunk } })}\n\n`);
    return;
  }
  res.write(chunk('fake', model, {}, reply.finishReason ?? 'stop'));
  if (reply.usage !== false) {
    const completion = reply.pieces.length;
    const usage = { prompt_tokens: 11, completion_tokens: completion, total_tokens: 11 + completion };
    res.write(
      `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', model, choices: [], usage })}\n\n`,
    );
  }
  if (reply.done !== false) res.write('data: [DONE]\n\n');
  res.end();
}

/** Reads a request body as JSON (an empty or broken body is `{}`). */
export async function readFakeRequest(req: IncomingMessage): Promise<FakeRequest> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    return {
      headers: req.headers,
      body: JSON.parse(Buffer.concat(parts).toString('utf8')) as FakeRequest['body'],
    };
  } catch {
    return { headers: req.headers, body: {} };
  }
}

/**
 * A fake provider on 127.0.0.1 (a free port): `url` is its base, `requests` what it was sent,
 * `abandoned()` how many streams the client closed before their end.
 */
export async function startFakeLlm(script: FakeScript) {
  const requests: FakeRequest[] = [];
  let abandoned = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const request = await readFakeRequest(req);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push(request);
      await sendFakeReply(request, script(request, requests.length - 1), res, () => abandoned++);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned: () => abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The dev fake's answer: it says it is the built-in test model and repeats the request's last
 * message, a word every 60 ms, so streaming can be watched. `[fake:429]` in the request answers
 * 429, `[fake:break]` cuts the stream, `[fake:slow]` waits 5 s for the first word. Asked for the
 * trip planner's line format, it answers two days of test places in that format.
 */
export function devFakeReply(request: FakeRequest): FakeReply {
  const last = request.body.messages?.at(-1)?.content ?? '';
  if (last.includes('[fake:429]')) return { kind: 'status', status: 429, retryAfter: '1' };
  const system = request.body.messages?.[0]?.content ?? '';
  if (system.includes('| place name |') || system.includes('| 地点名称 |')) {
    // The trip planner's line format, so the planner's reading of it can be tried.
    const lines = [1, 2].flatMap((day) => [
      `# Day ${day}: test day (built-in test model, not AI)\n`,
      `- 09:00 | Test place ${day}A | from the test model | 0\n`,
      `- 14:00 | Test place ${day}B | from the test model | ${day * 10}\n`,
    ]);
    return { kind: 'stream', pieces: lines, delayMs: 60, firstDelayMs: 60 };
  }
  const intro =
    'This answer comes from the built-in test model, not from an AI. 这是内置的测试模型，不是 AI。 ';
  const words = `${intro}${last.slice(0, 400)}`.split(/(?<=\s)/u).filter(Boolean);
  return {
    kind: 'stream',
    pieces: words,
    delayMs: 60,
    firstDelayMs: last.includes('[fake:slow]') ? 5000 : 60,
    ...(last.includes('[fake:break]') ? { breakAfter: 6 } : {}),
  };
}
