import { useCallback, useMemo } from 'react';
import {
  advance,
  backspace,
  CHINESE_WORDS,
  type DefenceState,
  ENGLISH_WORDS,
  input,
  newGame,
  type WordEntry,
} from '@toolbox/toolkit/games';
import { useArcade } from '../kit/arcade/use-arcade.ts';

export type WordSet = 'zh' | 'en';

const LISTS: Record<WordSet, readonly WordEntry[]> = { zh: CHINESE_WORDS, en: ENGLISH_WORDS };

/** The game loop (animation frames while playing) around the pure engine, plus the best score. */
export function useDefence(wordSet: WordSet) {
  const step = useCallback(
    (s: DefenceState, ms: number) => advance(s, ms, LISTS[wordSet], Math.random),
    [wordSet],
  );
  const options = useMemo(
    () => ({ bestKey: 'toolbox.wenzi_defence.best', initial: newGame, fresh: newGame, step }),
    [step],
  );
  const { game, phase, best, newBest, apply, start, togglePause } = useArcade(options);

  return {
    game,
    phase,
    best,
    newBest,
    start,
    type: (text: string) => phase === 'playing' && apply((s) => input(s, text)),
    back: () => phase === 'playing' && apply(backspace),
    togglePause,
  };
}
