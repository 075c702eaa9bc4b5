import { describe, expect, it } from 'vitest';
import { paymentPaths, paymentPrefixes } from '@toolbox/contracts';
import { PAY_OPS } from './credits-api.ts';
import { PAY_PREFIXES, payPath, timezoneOffset } from './pay-path.ts';

describe('payment family paths', () => {
  it('uses the prefixes and terse paths of the contracts', () => {
    expect([...PAY_PREFIXES]).toEqual([...paymentPrefixes]);
    for (const [name, path] of Object.entries(paymentPaths)) {
      expect(PAY_OPS[name as keyof typeof PAY_OPS], name).toBe(path);
    }
  });

  it('spreads calls over the three prefixes', () => {
    expect(payPath('/qh', () => 0)).toBe('/ut/v1/qh');
    expect(payPath('qh', () => 0.5)).toBe('/ut/i2/qh');
    expect(payPath('/qh', () => 0.999999)).toBe('/ut/p3/qh');
    const seen = new Set(Array.from({ length: 200 }, () => payPath('/create-order').split('/')[2]));
    expect([...seen].sort()).toEqual(['i2', 'p3', 'v1']);
  });

  it('sends the browser offset as the server expects it (China -480)', () => {
    const date = new Date();
    expect(timezoneOffset(date)).toBe(date.getTimezoneOffset());
  });
});
