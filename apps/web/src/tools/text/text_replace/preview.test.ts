import { describe, expect, it } from 'vitest';
import { replaceText, type ReplaceError } from '@toolbox/toolkit/text';
import { WORKER_THRESHOLD, decodeText, previewPlan, reasonKey } from './preview.ts';

describe('previewPlan', () => {
  it('runs small texts at once, medium ones debounced, large ones in the worker', () => {
    expect(previewPlan(0, false)).toEqual({ worker: false, delayMs: 0 });
    expect(previewPlan(50_000, false)).toEqual({ worker: false, delayMs: 120 });
    expect(previewPlan(WORKER_THRESHOLD, false)).toEqual({ worker: true, delayMs: 250 });
  });

  it('always runs regular expressions in the worker, where a runaway pattern can be stopped', () => {
    expect(previewPlan(10, true)).toEqual({ worker: true, delayMs: 0 });
    expect(previewPlan(50_000, true)).toEqual({ worker: true, delayMs: 120 });
  });
});

describe('reasonKey', () => {
  it('recognises the reasons the engine really gives', () => {
    const reasonOf = (find: string) => {
      try {
        replaceText('x', { find, replacement: '', regex: true, caseSensitive: true, wholeWord: false });
      } catch (error) {
        return (error as ReplaceError).params.detail;
      }
      throw new Error(`${find} compiled`);
    };
    expect(reasonKey(reasonOf('('))).toBe('unterminatedGroup');
    expect(reasonKey(reasonOf('a)'))).toBe('unmatchedParen');
    expect(reasonKey(reasonOf('*'))).toBe('nothingToRepeat');
    expect(reasonKey(reasonOf('[a'))).toBe('unterminatedClass');
    expect(reasonKey(reasonOf('[z-a]'))).toBe('rangeOutOfOrder');
    expect(reasonKey(reasonOf('a{2,1}'))).toBe('quantifierOrder');
    expect(reasonKey(reasonOf('\\'))).toBe('trailingBackslash');
    expect(reasonKey('Something new')).toBeNull();
  });
});

describe('decodeText', () => {
  it('reads UTF-8, drops a BOM, and falls back to GB18030 for GBK files', () => {
    expect(decodeText(new TextEncoder().encode('héllo 世界'))).toBe('héllo 世界');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeText(new Uint8Array([0xd6, 0xd0, 0xce, 0xc4]))).toBe('中文');
  });
});
