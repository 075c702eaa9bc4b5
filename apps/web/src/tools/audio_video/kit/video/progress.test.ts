import { describe, expect, it } from 'vitest';
import { changesOnly } from './progress.ts';

describe('changesOnly', () => {
  it('passes each new report once, repeats dropped, a new total counting as new', () => {
    const seen: Array<[number, number]> = [];
    const report = changesOnly((done, total) => seen.push([done, total]));
    for (const done of [0, 0, 0, 1, 1, 2, 2, 2, 1000, 1000]) report(done, 1000);
    report(1000, 2000);
    expect(seen).toEqual([
      [0, 1000],
      [1, 1000],
      [2, 1000],
      [1000, 1000],
      [1000, 2000],
    ]);
  });
});
