import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, payEndpoints, paymentPrefixes } from '@toolbox/contracts';
import { call, callPay, payPath } from './call.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers every fetch with `data` and records what was asked. */
function stubFetch(data: unknown) {
  const asked: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ code: '000', message: 'success', data }));
  });
  return asked;
}

describe('typed calls', () => {
  it('post to the path the contracts declare for the name', async () => {
    const asked = stubFetch([]);
    await call('funcSearch', { keyword: 'pdf' });
    expect(asked).toEqual([{ url: endpoints.funcSearch.path, body: { keyword: 'pdf' } }]);
  });

  it('spread payment-family calls over the three prefixes of the contracts', async () => {
    expect(payPath('/qh', () => 0)).toBe(`${paymentPrefixes[0]}/qh`);
    expect(payPath('qh', () => 0.5)).toBe(`${paymentPrefixes[1]}/qh`);
    expect(payPath('/qh', () => 0.999999)).toBe(`${paymentPrefixes[2]}/qh`);
    const asked = stubFetch({ totalFuncPoint: 10, useFuncPoint: 0 });
    for (let i = 0; i < 60; i++) await callPay('credits', { timezoneOffset: 0 });
    const prefixes = new Set(asked.map((a) => a.url.replace(payEndpoints.credits.path, '')));
    expect([...prefixes].sort()).toEqual([...paymentPrefixes].sort());
  });
});
