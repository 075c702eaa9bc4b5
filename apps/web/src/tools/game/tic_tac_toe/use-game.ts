import { useCallback, useEffect, useState } from 'react';
import {
  computerMove,
  emptyBoard,
  other,
  outcomeOf,
  play,
  type Square,
  type Difficulty,
  type Mark,
  type Outcome,
} from '@toolbox/toolkit/games';

export interface Settings {
  mode: 'computer' | 'twoPlayers';
  difficulty: Difficulty;
  /** The human's mark against the computer. */
  human: Mark;
  /** Who moves first: against the computer, true = the human; with two players, true = X. */
  humanFirst: boolean;
}

/** The computer waits a moment before answering, so its move is seen to happen. */
export const COMPUTER_DELAY_MS = 350;

export const firstMark = (s: Settings): Mark =>
  s.mode === 'twoPlayers' ? (s.humanFirst ? 'X' : 'O') : s.humanFirst ? s.human : other(s.human);

/**
 * One game under fixed settings (the page remounts it when they change); the computer plays its
 * turns by itself after a short pause. `onEnd` reports each finished game once.
 */
export function useGame(settings: Settings, onEnd: (outcome: NonNullable<Outcome>) => void) {
  const [board, setBoard] = useState<Square[]>(emptyBoard);
  const [toMove, setToMove] = useState<Mark>(() => firstMark(settings));
  const outcome = outcomeOf(board);
  const computersTurn = settings.mode === 'computer' && toMove !== settings.human && !outcome;

  const place = useCallback(
    (index: number, mark: Mark) => {
      const next = play(board, index, mark);
      setBoard(next);
      setToMove(other(mark));
      const result = outcomeOf(next);
      if (result) onEnd(result);
    },
    [board, onEnd],
  );

  useEffect(() => {
    if (!computersTurn) return;
    const move = computerMove(board, toMove, settings.difficulty, Math.random);
    const timer = setTimeout(() => place(move, toMove), COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [computersTurn, board, toMove, settings.difficulty, place]);

  /** A human move; ignored when it is not a human's turn or the cell is taken. */
  const humanMove = (index: number) => {
    if (outcome || computersTurn || board[index] !== null) return;
    place(index, toMove);
  };

  const newGame = () => {
    setBoard(emptyBoard());
    setToMove(firstMark(settings));
  };

  return { board, toMove, outcome, computersTurn, humanMove, newGame };
}
