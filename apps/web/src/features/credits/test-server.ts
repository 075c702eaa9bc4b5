import type { Func, FuncUseQuote } from '@toolbox/contracts';
import { makeFunc } from '../../test/fixtures.ts';

/** One answer of the fake server: data on 000, or an error code. */
type Answer = { code?: string; message?: string; data?: unknown } | 'network';

/**
 * A fetch stub for the credits calls in unit tests. Payment-family paths are matched without their
 * random /ut/v1 | /ut/i2 | /ut/p3 prefix (`/qh`, `/h`...). Unknown paths answer 40400.
 */
export function fakeCreditsServer(
  routes: Record<string, Answer | ((body: unknown) => Answer)>,
  funcs: Func[] = [],
) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const path = url.replace(/^\/ut\/(v1|i2|p3)(?=\/)/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, body });
    let answer: Answer | undefined;
    if (path === '/ut/func/query') {
      const code = (body as { code?: string } | null)?.code;
      answer = { data: funcs.filter((f) => !code || f.code === code) };
    } else if (path === '/system/information/get') {
      answer = {
        data: {
          edition: 'intl',
          defaultLocale: 'en',
          version: '1',
          publicUrl: '',
          contactEmail: 'help@example.com',
        },
      };
    } else {
      const route = routes[path];
      answer = typeof route === 'function' ? route(body) : route;
    }
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const envelope = answer
      ? { code: answer.code ?? '000', message: answer.message ?? 'ok', data: answer.data ?? null }
      : { code: '40400', message: 'Not found', data: null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  };
  return { fetchStub, calls, paths: () => calls.map((c) => c.path) };
}

/** A server function priced in credits (openLevel 0, 5 credits a use). */
export const wordToPdf = makeFunc('word_to_pdf', 'pdf', {
  name: 'Word to PDF',
  point: 5,
  freeCount: 2,
  runs: 'server',
});
/** A browser tool: free. */
export const textReplace = makeFunc('text_replace', 'text', { name: 'Replace text' });

export const credits = (total: number, used: number) => ({
  data: { totalFuncPoint: total, useFuncPoint: used, day: '2026-01-01', updateTime: '2026-01-01T08:00:00Z' },
});

/** An answer of /hq or /tq: a paid use of word_to_pdf (5 credits, 3 free uses taken) unless changed. */
export const quote = (change: Partial<FuncUseQuote> = {}) => ({
  data: {
    code: 'word_to_pdf',
    kind: 'paid',
    point: 5,
    each: 5,
    pages: null,
    freeCount: 3,
    freeCountLeft: 0,
    balance: 305,
    payRequired: false,
    priority: false,
    ...change,
  } satisfies FuncUseQuote,
});
