import { useEffect } from 'react';
import type { Action, Phase } from './use-tetris.ts';

const KEYS: Record<string, Action> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'rotateCw',
  KeyX: 'rotateCw',
  KeyZ: 'rotateCcw',
  ControlLeft: 'rotateCcw',
  ControlRight: 'rotateCcw',
  Space: 'hardDrop',
  KeyC: 'hold',
  ShiftLeft: 'hold',
  ShiftRight: 'hold',
};

/** Guideline keys on the whole page while the game is on screen (not while typing in a field). */
export function useTetrisKeys(
  phase: Phase,
  handlers: { act: (a: Action) => void; softDrop: (on: boolean) => void; togglePause: () => void },
) {
  const { act, softDrop, togglePause } = handlers;
  useEffect(() => {
    const typing = (e: KeyboardEvent) =>
      e.target instanceof HTMLElement && e.target.closest('input, textarea, select');
    const onDown = (e: KeyboardEvent) => {
      if (typing(e) || e.altKey || e.metaKey) return;
      if (e.code === 'KeyP' || e.code === 'Escape') {
        if (phase === 'playing' || phase === 'paused') {
          e.preventDefault();
          togglePause();
        }
        return;
      }
      if (phase !== 'playing') return;
      if (e.code === 'ArrowDown') {
        e.preventDefault();
        softDrop(true);
        return;
      }
      const action = KEYS[e.code];
      if (!action) return;
      e.preventDefault(); // no page scrolling on arrows and space, no button click on Space
      // Rotations, drops and hold act once per press; sideways moves repeat while the key is held.
      if (e.repeat && action !== 'left' && action !== 'right') return;
      act(action);
    };
    const onUp = (e: KeyboardEvent) => {
      if (e.code === 'ArrowDown') softDrop(false);
    };
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
    };
  }, [phase, act, softDrop, togglePause]);
}
