import type { Favourite, Func } from '@toolbox/contracts';
import { sampleCategories, sampleFuncs } from '../../test/fixtures.ts';

/**
 * A fetch stub holding one account's favourites the way the server keeps them (1-based order,
 * merge rules of batch-update), plus the catalogue calls of the shell. `fail` makes the next
 * favourites change answer an error.
 */
export function fakeFavouritesServer(funcs: Func[] = sampleFuncs) {
  let codes: string[] = [];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const state = { fail: false };
  const list = (): Favourite[] =>
    codes.flatMap((code, index) => {
      const func = funcs.find((f) => f.code === code);
      return func ? [{ ...func, funcCode: code, orderNumber: index + 1 }] : [];
    });
  const answer = (path: string, body: Record<string, unknown>): unknown => {
    if (path === '/ut/func/query') return funcs;
    if (path === '/ut/func-category/list') return sampleCategories;
    if (!path.startsWith('/ut/func-collect/')) return undefined;
    const op = path.slice('/ut/func-collect/'.length);
    const code = body.funcCode as string;
    if (op === 'save-or-update' && !codes.includes(code)) codes.push(code);
    if (op === 'del') codes = codes.filter((c) => c !== code);
    if (op === 'batch-update') {
      const items = body.itemList as { funcCode: string; orderNumber: number }[];
      const first = [...items]
        .sort((a, b) => a.orderNumber - b.orderNumber)
        .map((i) => i.funcCode)
        .filter((c) => codes.includes(c));
      codes = [...first, ...codes.filter((c) => !first.includes(c))];
    }
    return list();
  };
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const changing = path.startsWith('/ut/func-collect/') && !path.endsWith('/list');
    const data = changing && state.fail ? undefined : answer(path, body);
    if (changing && state.fail) state.fail = false;
    const envelope =
      data === undefined
        ? { code: '50000', message: 'Something went wrong', data: null }
        : { code: '000', message: 'ok', data };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  };
  return {
    fetchStub,
    calls,
    state,
    codes: () => [...codes],
    /** Another tab or device changed the list. */
    setCodes: (next: string[]) => {
      codes = [...next];
    },
  };
}
