import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { CompareOptions } from './options-bar.tsx';
import { useDiff } from './use-diff.ts';

/** Phones get the inline view: two columns of text don't fit 375 px. */
const narrow = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 700px)').matches;

/**
 * The state both compare tools share: the two inputs, the options, the diff (in a worker when large)
 * and the one-line status under the inputs.
 */
export function useCompare(t: TFunction, granularity: CompareOptions['granularity']) {
  const [left, setLeft] = useState('');
  const [right, setRight] = useState('');
  const [options, setOptions] = useState<CompareOptions>(() => ({
    view: narrow() ? 'inline' : 'split',
    granularity,
    ignoreCase: false,
    ignoreWhitespace: false,
  }));
  const diff = useDiff(left, right, options);
  const hasInput = Boolean(left || right);

  let status: string;
  if (!hasInput) status = t('empty');
  else if (!diff.result) status = t('comparing');
  else if (diff.result.identical) status = t('identical');
  else status = t('stats', { ...diff.result.stats });

  const swap = () => {
    setLeft(right);
    setRight(left);
  };
  const clear = () => {
    setLeft('');
    setRight('');
  };

  return { left, setLeft, right, setRight, swap, clear, options, setOptions, diff, hasInput, status };
}

/** What `useCompare` gives a compare tool. */
export type Compare = ReturnType<typeof useCompare>;
