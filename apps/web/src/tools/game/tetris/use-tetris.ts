import { useCallback, useEffect, useRef, useState } from "react";
import {
  createGame,
  hardDrop,
  hold,
  move,
  rotate,
  setSoftDrop,
  tick,
  type TetrisState,
} from "@toolbox/toolkit/games";

export type Phase = "ready" | "playing" | "paused" | "over";
export type Action =
  "left" | "right" | "rotateCw" | "rotateCcw" | "hardDrop" | "hold";

const BEST_KEY = "toolbox.tetris.best";
/** A long frame (a stall, a breakpoint) counts as at most this much game time. */
const MAX_FRAME_MS = 100;

function loadBest(): number {
  const n = Number(localStorage.getItem(BEST_KEY));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const ACTIONS: Record<Action, (s: TetrisState) => TetrisState> = {
  left: (s) => move(s, -1),
  right: (s) => move(s, 1),
  rotateCw: (s) => rotate(s, 1),
  rotateCcw: (s) => rotate(s, -1),
  hardDrop,
  hold,
};

/** The game, driven by animation frames while playing; pauses itself when the tab is hidden. */
export function useTetris() {
  const [game, setGame] = useState<TetrisState>(() => createGame(1));
  const [phase, setPhase] = useState<Phase>("ready");
  const [best, setBest] = useState(loadBest);
  const [newBest, setNewBest] = useState(false);
  const current = useRef(game);

  const apply = useCallback((fn: (s: TetrisState) => TetrisState) => {
    const before = current.current;
    const next = fn(before);
    if (next === before) return;
    current.current = next;
    setGame(next);
    if (next.over && !before.over) {
      setPhase("over");
      const saved = loadBest();
      if (next.score > saved) {
        localStorage.setItem(BEST_KEY, String(next.score));
        setBest(next.score);
        setNewBest(true);
      }
    }
  }, []);

  useEffect(() => {
    if (phase !== "playing") return;
    let last = performance.now();
    let id = requestAnimationFrame(function frame(time) {
      const dt = Math.min(MAX_FRAME_MS, Math.max(0, time - last));
      last = time;
      apply((s) => tick(s, dt));
      id = requestAnimationFrame(frame);
    });
    const onHidden = () => {
      if (document.hidden) setPhase("paused");
    };
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      cancelAnimationFrame(id);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [phase, apply]);

  const start = useCallback(() => {
    const fresh = createGame(Math.floor(Math.random() * 2 ** 32));
    current.current = fresh;
    setGame(fresh);
    setNewBest(false);
    setPhase("playing");
  }, []);

  const act = useCallback(
    (action: Action) => {
      if (phase === "playing") apply(ACTIONS[action]);
    },
    [phase, apply],
  );

  const softDrop = useCallback(
    (on: boolean) => {
      if (phase === "playing" || !on)
        apply((s) => (s.softDrop === on ? s : setSoftDrop(s, on)));
    },
    [phase, apply],
  );

  const togglePause = useCallback(() => {
    setPhase((p) =>
      p === "playing" ? "paused" : p === "paused" ? "playing" : p,
    );
    apply((s) => (s.softDrop ? setSoftDrop(s, false) : s));
  }, [apply]);

  return { game, phase, best, newBest, start, act, softDrop, togglePause };
}
