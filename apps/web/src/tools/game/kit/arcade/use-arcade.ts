import { useCallback, useEffect, useRef, useState } from 'react';

export type Phase = 'ready' | 'playing' | 'paused' | 'over';

/** What the loop needs to know of an engine's state. */
interface ArcadeState {
  over: boolean;
  score: number;
}

/** A long frame (a stall, a breakpoint) counts as at most this much game time. */
const MAX_FRAME_MS = 100;

function loadBest(key: string): number {
  const n = Number(localStorage.getItem(key));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The loop an arcade game runs around its pure engine: while playing, each animation frame applies
 * `step(state, ms)`; hiding the tab pauses; when a game ends, a score above the best one saved
 * under `bestKey` becomes the new best. `step` and `fresh` must keep their identity between renders.
 */
export function useArcade<S extends ArcadeState>(options: {
  bestKey: string;
  /** The state shown before the first game. */
  initial: () => S;
  /** A new game for Start and Play again. */
  fresh: () => S;
  step: (state: S, ms: number) => S;
}) {
  const { bestKey, fresh, step } = options;
  const [game, setGame] = useState<S>(options.initial);
  const [phase, setPhase] = useState<Phase>('ready');
  const [best, setBest] = useState(() => loadBest(bestKey));
  const [newBest, setNewBest] = useState(false);
  const current = useRef(game);

  /** Moves the game on by `fn`; notices the end of the game and a new best score. */
  const apply = useCallback(
    (fn: (s: S) => S) => {
      const before = current.current;
      const next = fn(before);
      if (next === before) return;
      current.current = next;
      setGame(next);
      if (next.over && !before.over) {
        setPhase('over');
        if (next.score > loadBest(bestKey)) {
          localStorage.setItem(bestKey, String(next.score));
          setBest(next.score);
          setNewBest(true);
        }
      }
    },
    [bestKey],
  );

  useEffect(() => {
    if (phase !== 'playing') return;
    let last = performance.now();
    let id = requestAnimationFrame(function frame(time) {
      const ms = Math.min(MAX_FRAME_MS, Math.max(0, time - last));
      last = time;
      apply((s) => step(s, ms));
      id = requestAnimationFrame(frame);
    });
    const onHidden = () => {
      if (document.hidden) setPhase('paused');
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      cancelAnimationFrame(id);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [phase, step, apply]);

  const start = useCallback(() => {
    const next = fresh();
    current.current = next;
    setGame(next);
    setNewBest(false);
    setPhase('playing');
  }, [fresh]);

  const togglePause = useCallback(
    () => setPhase((p) => (p === 'playing' ? 'paused' : p === 'paused' ? 'playing' : p)),
    [],
  );

  return { game, phase, best, newBest, apply, start, togglePause };
}
