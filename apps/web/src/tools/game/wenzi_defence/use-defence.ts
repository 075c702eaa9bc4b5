import { useCallback, useEffect, useRef, useState } from "react";
import {
  advance,
  backspace,
  CHINESE_WORDS,
  type DefenceState,
  ENGLISH_WORDS,
  input,
  newGame,
  type WordEntry,
} from "@toolbox/toolkit/games";

export type WordSet = "zh" | "en";
export type Phase = "ready" | "playing" | "paused" | "over";

const BEST_KEY = "toolbox.wenzi_defence.best";
const MAX_FRAME_MS = 100;
const LISTS: Record<WordSet, readonly WordEntry[]> = {
  zh: CHINESE_WORDS,
  en: ENGLISH_WORDS,
};

const loadBest = (): number =>
  Math.max(0, Number(localStorage.getItem(BEST_KEY)) || 0);

/** The game loop (animation frames while playing) around the pure engine, plus the best score. */
export function useDefence(wordSet: WordSet) {
  const [game, setGame] = useState<DefenceState>(newGame);
  const [phase, setPhase] = useState<Phase>("ready");
  const [best, setBest] = useState(loadBest);
  const [newBest, setNewBest] = useState(false);
  const current = useRef(game);

  const apply = useCallback((fn: (s: DefenceState) => DefenceState) => {
    const before = current.current;
    const next = fn(before);
    if (next === before) return;
    current.current = next;
    setGame(next);
    if (next.over && !before.over) {
      setPhase("over");
      if (next.score > loadBest()) {
        localStorage.setItem(BEST_KEY, String(next.score));
        setBest(next.score);
        setNewBest(true);
      }
    }
  }, []);

  useEffect(() => {
    if (phase !== "playing") return;
    const list = LISTS[wordSet];
    let last = performance.now();
    let id = requestAnimationFrame(function frame(time) {
      const dt = Math.min(MAX_FRAME_MS, Math.max(0, time - last));
      last = time;
      apply((s) => advance(s, dt, list, Math.random));
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
  }, [phase, wordSet, apply]);

  const start = useCallback(() => {
    const fresh = newGame();
    current.current = fresh;
    setGame(fresh);
    setNewBest(false);
    setPhase("playing");
  }, []);

  return {
    game,
    phase,
    best,
    newBest,
    start,
    type: (text: string) => phase === "playing" && apply((s) => input(s, text)),
    back: () => phase === "playing" && apply(backspace),
    togglePause: () =>
      setPhase((p) =>
        p === "playing" ? "paused" : p === "paused" ? "playing" : p,
      ),
  };
}
