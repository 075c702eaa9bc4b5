import { vi } from 'vitest';

/** One call the fake server saw. */
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  json: unknown;
  bytes: Uint8Array | null;
}

type Handler = (call: SeenCall) => Response | Promise<Response>;

/** An envelope answer as the real server sends it. */
export function envelope(data: unknown, code = '000', message = 'ok', status = 200): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces global fetch by a router over `handlers` keyed by path (without the query), and
 * records every call with its decoded JSON or raw bytes. Unknown paths answer 40400.
 */
export function installFakeServer(handlers: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://local.test');
    const body = init?.body;
    const bytes = body instanceof Blob ? new Uint8Array(await body.arrayBuffer()) : null;
    const json = typeof body === 'string' ? (JSON.parse(body) as unknown) : null;
    init?.signal?.throwIfAborted();
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      json,
      bytes,
    };
    calls.push(call);
    const handler =
      handlers[url.pathname] ??
      Object.entries(handlers).find(
        ([key]) => key.endsWith('*') && url.pathname.startsWith(key.slice(0, -1)),
      )?.[1];
    return handler ? handler(call) : envelope(null, '40400', 'not found', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * A fake of the whole server path of a server tool: upload (one chunk), submit, two polls
 * (running, then done) and a download of `result` in one chunk. `submitError` makes the submit
 * answer that code and message instead.
 */
export function installFakeTaskServer(opts: {
  result: { name: string; mimeType: string; bytes: Uint8Array };
  submitError?: { code: string; message: string };
  /** The task ends with status -1 and this remark instead of a result. */
  failRemark?: string;
  /** The per-file limit the upload config answers (default 256 MB). */
  maxFileSizeKB?: number;
  /** More paths the fake answers (e.g. /system/information/get). */
  extra?: Parameters<typeof installFakeServer>[0];
}) {
  let polls = 0;
  return installFakeServer({
    ...opts.extra,
    '/file/query-file-upload-config': () =>
      envelope({
        splitSizeKB: 1024,
        maxFileSizeKB: opts.maxFileSizeKB ?? 262144,
        maxUserSizeKB: 1048576,
        usedSizeKB: 0,
        maxFileCount: 1,
        accept: ['docx', 'doc'],
        fileCacheDay: 3,
      }),
    '/file/trans-start': () =>
      envelope({ fileId: 'up1', splitSizeKB: 1024, splitCount: 1, alreadyWriteIndexList: [], status: 1 }),
    '/file/trans-data': () => envelope({ fileId: 'up1', index: 0, status: 2, alreadyWriteIndexList: [0] }),
    '/task/submit': () =>
      opts.submitError
        ? envelope(null, opts.submitError.code, opts.submitError.message, 503)
        : envelope({ id: 't1', taskId: 't1' }),
    '/task/query': () => {
      polls++;
      const done = polls >= 2;
      if (done && opts.failRemark) {
        return envelope({
          id: 't1',
          taskId: 't1',
          funcCode: 'word_to_pdf',
          apiType: 'document',
          status: -1,
          statusText: 'Failed',
          remark: opts.failRemark,
          createTime: 0,
          progressDTO: { text: '', count: 0, totalCount: 1, remark: '' },
          resultDTO: null,
        });
      }
      return envelope({
        id: 't1',
        taskId: 't1',
        funcCode: 'word_to_pdf',
        apiType: 'document',
        status: done ? 2 : 1,
        statusText: done ? 'Finished' : 'Converting',
        remark: '',
        createTime: 0,
        progressDTO: {
          text: done ? 'Done' : 'Converting to PDF',
          count: done ? 1 : 0,
          totalCount: 1,
          remark: '',
        },
        resultDTO: done ? { fileId: 'res1', name: opts.result.name, watermarked: false, paid: true } : null,
      });
    },
    '/file/down-start': () =>
      envelope({
        id: 'd1',
        splitCount: 1,
        url: '/file/down-data/d1',
        mimeType: opts.result.mimeType,
        name: opts.result.name,
        size: opts.result.bytes.length,
        watermarked: false,
      }),
    '/file/down-data/d1/0': () => new Response(opts.result.bytes as Uint8Array<ArrayBuffer>),
  });
}
