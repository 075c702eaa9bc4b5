import { useCallback } from 'react';
import {
  createGame,
  hardDrop,
  hold,
  move,
  rotate,
  setSoftDrop,
  tick,
  type TetrisState,
} from '@toolbox/toolkit/games';
import { useArcade } from '../kit/arcade/use-arcade.ts';

export type { Phase } from '../kit/arcade/use-arcade.ts';
export type Action = 'left' | 'right' | 'rotateCw' | 'rotateCcw' | 'hardDrop' | 'hold';

const ACTIONS: Record<Action, (s: TetrisState) => TetrisState> = {
  left: (s) => move(s, -1),
  right: (s) => move(s, 1),
  rotateCw: (s) => rotate(s, 1),
  rotateCcw: (s) => rotate(s, -1),
  hardDrop,
  hold,
};

const GAME = {
  bestKey: 'toolbox.tetris.best',
  initial: () => createGame(1),
  fresh: () => createGame(Math.floor(Math.random() * 2 ** 32)),
  step: tick,
};

/** The game, driven by animation frames while playing; pauses itself when the tab is hidden. */
export function useTetris() {
  const { game, phase, best, newBest, apply, start, togglePause: toggle } = useArcade(GAME);

  const act = useCallback(
    (action: Action) => {
      if (phase === 'playing') apply(ACTIONS[action]);
    },
    [phase, apply],
  );

  const softDrop = useCallback(
    (on: boolean) => {
      if (phase === 'playing' || !on) apply((s) => (s.softDrop === on ? s : setSoftDrop(s, on)));
    },
    [phase, apply],
  );

  const togglePause = useCallback(() => {
    toggle();
    apply((s) => (s.softDrop ? setSoftDrop(s, false) : s));
  }, [toggle, apply]);

  return { game, phase, best, newBest, start, act, softDrop, togglePause };
}
