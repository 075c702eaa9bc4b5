import { describe, expect, it } from 'vitest';
import { timezoneOffset } from './timezone.ts';

describe('timezoneOffset', () => {
  it('is the browser offset as the server expects it (China -480)', () => {
    const date = new Date();
    expect(timezoneOffset(date)).toBe(date.getTimezoneOffset());
  });
});
