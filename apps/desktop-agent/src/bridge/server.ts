import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BridgeCode,
  bridgeRequest,
  desktopFileCallTimeoutMs,
  pairingHeader,
  type BridgeMessage,
  type BridgeRequestType,
  type BridgeResponse,
} from '@toolbox/contracts';
import { refusal, type GuardOptions } from './guard.ts';

/** A handler of one request type: its data in, its answer's data out (or a thrown BridgeError). */
export type BridgeHandler = (data: unknown) => unknown;

/** A failure with the spec's warning title and optional content. */
export class BridgeError extends Error {
  constructor(
    readonly code: string,
    readonly title: string,
    readonly content?: string,
  ) {
    super(title);
  }
}

const maxBody = 64 * 1024 * 1024;

/** The answer for a thrown value; out-of-memory errors get the not-enough-memory message. */
export function failureOf(error: unknown): BridgeResponse {
  if (error instanceof BridgeError) {
    return { code: error.code, data: null, exceptionMsg: { title: error.title, content: error.content } };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError && /alloc|memory|heap/i.test(message)) {
    return {
      code: BridgeCode.outOfMemory,
      data: null,
      exceptionMsg: {
        title: 'Not enough memory',
        content: 'Close other programs or process fewer files at once.',
      },
    };
  }
  return {
    code: BridgeCode.failed,
    data: null,
    exceptionMsg: { title: 'Operation Failed', content: message },
  };
}

/** Runs a handler; file calls give up after 300 s (the spec's desktop-file time-out). */
export async function answer(
  handler: BridgeHandler,
  type: BridgeRequestType,
  data: unknown,
  fileTimeoutMs = desktopFileCallTimeoutMs,
): Promise<BridgeResponse> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = Promise.resolve().then(() => handler(data));
    const limited = type.startsWith('file:')
      ? Promise.race([
          run,
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new BridgeError(BridgeCode.timeout, 'The file operation timed out')),
              fileTimeoutMs,
            );
          }),
        ])
      : run;
    return { code: BridgeCode.ok, data: (await limited) ?? null, exceptionMsg: null };
  } catch (error) {
    return failureOf(error);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

export interface BridgeServerOptions extends Omit<GuardOptions, 'port'> {
  /** 0 picks a free port. */
  port: number;
  handlers: Partial<Record<BridgeRequestType, BridgeHandler>>;
  fileTimeoutMs?: number;
}

/**
 * The bridge: POST /bridge {type, data} → {code, data, exceptionMsg}; GET /events streams the
 * agent's messages (LOADING, TIPS, INIT_DATA, FILE_SELECT_CHANGE, EXCEPTION) as server-sent events.
 * Listens on 127.0.0.1 only; every request passes the guard (Host, Origin, pairing secret).
 */
export class BridgeServer {
  private server: Server | null = null;
  private readonly listeners = new Set<ServerResponse>();
  port = 0;

  constructor(private readonly options: BridgeServerOptions) {}

  async listen(): Promise<number> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  /** Sends a message to every connected page. */
  push(message: BridgeMessage): void {
    const line = `data: ${JSON.stringify(message)}\n\n`;
    for (const res of this.listeners) res.write(line);
  }

  async close(): Promise<void> {
    for (const res of this.listeners) res.end();
    this.listeners.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const preflight = req.method === 'OPTIONS';
    const why = refusal(req.headers, preflight, { ...this.options, port: this.port });
    if (why) {
      // No CORS headers: a page of another origin cannot even read the refusal.
      return send(res, 403, {
        code: BridgeCode.forbidden,
        data: null,
        exceptionMsg: { title: 'Forbidden', content: `refused: ${why}` },
      });
    }
    res.setHeader('access-control-allow-origin', req.headers.origin!);
    res.setHeader('vary', 'Origin');
    if (preflight) {
      res.setHeader('access-control-allow-methods', 'POST, GET');
      res.setHeader('access-control-allow-headers', `content-type, ${pairingHeader}`);
      res.setHeader('access-control-allow-private-network', 'true');
      res.setHeader('access-control-max-age', '600');
      res.writeHead(204).end();
      return;
    }
    const url = req.url ?? '/';
    if (req.method === 'GET' && url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': paired\n\n');
      this.listeners.add(res);
      req.on('close', () => this.listeners.delete(res));
      return;
    }
    if (req.method !== 'POST' || url !== '/bridge') {
      return send(res, 404, {
        code: BridgeCode.badRequest,
        data: null,
        exceptionMsg: { title: 'Not found' },
      });
    }
    let parsed;
    try {
      parsed = bridgeRequest.safeParse(JSON.parse(await readBody(req)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      return send(res, 400, {
        code: BridgeCode.badRequest,
        data: null,
        exceptionMsg: { title: 'Bad request' },
      });
    }
    const { type, data } = parsed.data;
    const handler = this.options.handlers[type];
    if (!handler) {
      return send(res, 200, {
        code: BridgeCode.failed,
        data: null,
        exceptionMsg: { title: 'Not supported on this system', content: type },
      });
    }
    send(res, 200, await answer(handler, type, data, this.options.fileTimeoutMs));
  }
}

function send(res: ServerResponse, status: number, body: BridgeResponse): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBody) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
