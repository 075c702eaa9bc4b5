import { randomInt, type Random } from './random.ts';

/** A word the game can drop: what is shown, and every way of typing it (pinyin and characters). */
export interface WordEntry {
  text: string;
  keys: string[];
}
export interface FallingWord extends WordEntry {
  id: number;
  /** Horizontal centre, 0 (left) to 1 (right). */
  x: number;
  /** Depth, 0 (top) to 1 (the wall: the word gets through and costs a life). */
  y: number;
}
export interface DefenceState {
  words: FallingWord[];
  nextId: number;
  /** The word being typed at, and what of it is typed so far. */
  targetId: number | null;
  typed: string;
  lives: number;
  score: number;
  level: number;
  destroyed: number;
  misses: number;
  spawnInMs: number;
  over: boolean;
}

export const START_LIVES = 5;
export const WORDS_PER_LEVEL = 10;

/** Screen heights per second that words fall at a level. */
export const fallSpeed = (level: number): number => 0.07 + 0.015 * (level - 1);
/** Milliseconds between new words at a level. */
export const spawnInterval = (level: number): number => Math.max(650, 2600 - 230 * (level - 1));

export const newGame = (): DefenceState => ({
  words: [],
  nextId: 1,
  targetId: null,
  typed: '',
  lives: START_LIVES,
  score: 0,
  level: 1,
  destroyed: 0,
  misses: 0,
  spawnInMs: 0,
  over: false,
});

const starts = (entry: WordEntry, prefix: string) => entry.keys.some((k) => k.startsWith(prefix));

/** Picks a word whose first letters clash with none on screen, so a first keystroke names one target. */
function pickWord(state: DefenceState, list: readonly WordEntry[], random: Random): WordEntry {
  let entry = list[randomInt(random, list.length)] as WordEntry;
  for (let tries = 0; tries < 12; tries++) {
    const clash = entry.keys.some((k) => state.words.some((w) => starts(w, k.charAt(0))));
    if (!clash) break;
    entry = list[randomInt(random, list.length)] as WordEntry;
  }
  return entry;
}

/** Moves time on by `dtMs`: words fall, new ones appear, those reaching the wall cost a life. */
export function advance(
  state: DefenceState,
  dtMs: number,
  list: readonly WordEntry[],
  random: Random,
): DefenceState {
  if (state.over) return state;
  const step = (fallSpeed(state.level) * dtMs) / 1000;
  let words = state.words.map((w) => ({ ...w, y: w.y + step }));
  const through = words.filter((w) => w.y >= 1);
  words = words.filter((w) => w.y < 1);
  const lives = Math.max(0, state.lives - through.length);
  const lostTarget = through.some((w) => w.id === state.targetId);
  let next: DefenceState = {
    ...state,
    words,
    lives,
    over: lives === 0,
    spawnInMs: state.spawnInMs - dtMs,
    ...(lostTarget ? { targetId: null, typed: '' } : {}),
  };
  while (!next.over && next.spawnInMs <= 0 && list.length > 0) {
    const entry = pickWord(next, list, random);
    const word = { ...entry, id: next.nextId, x: 0.1 + random() * 0.8, y: 0 };
    next = { ...next, words: [...next.words, word], nextId: next.nextId + 1 };
    next.spawnInMs += spawnInterval(next.level);
  }
  return next;
}

/** Points for a word: longer words and higher levels score more. */
export const pointsFor = (entry: WordEntry, level: number): number =>
  level * (10 + 2 * Math.max(...entry.keys.map((k) => [...k].length)));

function destroy(state: DefenceState, word: FallingWord): DefenceState {
  const destroyed = state.destroyed + 1;
  return {
    ...state,
    words: state.words.filter((w) => w.id !== word.id),
    targetId: null,
    typed: '',
    score: state.score + pointsFor(word, state.level),
    destroyed,
    level: 1 + Math.floor(destroyed / WORDS_PER_LEVEL),
  };
}

/** One typed character: picks a target by its first letter (the lowest word wins) or continues it. */
function typeChar(state: DefenceState, ch: string): DefenceState {
  const target = state.words.find((w) => w.id === state.targetId);
  const candidates = target ? [target] : [...state.words].sort((a, b) => b.y - a.y);
  const typed = (target ? state.typed : '') + ch;
  const word = candidates.find((w) => starts(w, typed));
  if (!word) return { ...state, misses: state.misses + 1 };
  if (word.keys.includes(typed)) return destroy(state, word);
  return { ...state, targetId: word.id, typed };
}

/**
 * Text typed by the player: single keys, a committed IME composition ("苹果"), or a burst from a phone
 * keyboard. Latin letters are matched case-insensitively; spaces are ignored.
 */
export function input(state: DefenceState, text: string): DefenceState {
  let next = state;
  for (const ch of text.toLowerCase()) {
    if (next.over) break;
    if (ch.trim() !== '') next = typeChar(next, ch);
  }
  return next;
}

/** Backspace: one character back; with nothing left the target is let go. */
export function backspace(state: DefenceState): DefenceState {
  const typed = [...state.typed].slice(0, -1).join('');
  return { ...state, typed, targetId: typed ? state.targetId : null };
}
