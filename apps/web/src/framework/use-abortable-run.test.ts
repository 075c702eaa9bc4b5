import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAbortableRun } from './use-abortable-run.ts';

describe('useAbortableRun', () => {
  it('aborts the earlier run on start, owns the UI only for the latest, aborts on cancel and unmount', () => {
    const { result, unmount } = renderHook(() => useAbortableRun());
    const first = result.current.start();
    const second = result.current.start();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(result.current.finish(first)).toBe(false);
    expect(result.current.finish(second)).toBe(true);

    const third = result.current.start();
    result.current.cancel();
    expect(third.signal.aborted).toBe(true);

    const fourth = result.current.start();
    unmount();
    expect(fourth.signal.aborted).toBe(true);
  });
});
