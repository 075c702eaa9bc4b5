import { randomInt, type Random } from './random.ts';

export type Mark = 'X' | 'O';
export type Square = Mark | null;
/** Nine cells, row by row: index 0 is top left, 8 bottom right. */
export type Board = readonly Square[];
export type Difficulty = 'easy' | 'medium' | 'hard';

export const LINES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const emptyBoard = (): Square[] => Array<Square>(9).fill(null);
export const other = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

/** The winner and the winning line, or null. */
export function winnerOf(board: Board): { mark: Mark; line: readonly number[] } | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) return { mark, line };
  }
  return null;
}

export const freeCells = (board: Board): number[] => board.flatMap((cell, i) => (cell === null ? [i] : []));

export type Outcome = { kind: 'win'; mark: Mark; line: readonly number[] } | { kind: 'draw' } | null;

/** The game's result, or null while it goes on. */
export function outcomeOf(board: Board): Outcome {
  const win = winnerOf(board);
  if (win) return { kind: 'win', ...win };
  return freeCells(board).length === 0 ? { kind: 'draw' } : null;
}

export function play(board: Board, index: number, mark: Mark): Square[] {
  if (board[index] !== null || outcomeOf(board)) throw new Error(`cell ${index} cannot be played`);
  const next = [...board];
  next[index] = mark;
  return next;
}

/**
 * Minimax with alpha-beta pruning, from `mark`'s point of view: positive wins, negative losses,
 * and quicker wins (slower losses) score further from zero so the computer does not dawdle.
 */
function score(board: Square[], toMove: Mark, me: Mark, depth: number, alpha: number, beta: number): number {
  const win = winnerOf(board);
  if (win) return win.mark === me ? 10 - depth : depth - 10;
  const free = freeCells(board);
  if (free.length === 0) return 0;
  const maximising = toMove === me;
  let best = maximising ? -Infinity : Infinity;
  for (const i of free) {
    board[i] = toMove;
    const value = score(board, other(toMove), me, depth + 1, alpha, beta);
    board[i] = null;
    if (maximising) {
      best = Math.max(best, value);
      alpha = Math.max(alpha, value);
    } else {
      best = Math.min(best, value);
      beta = Math.min(beta, value);
    }
    if (beta <= alpha) break;
  }
  return best;
}

/** Every move that is perfect for `mark` (the computer picks among them so games vary). */
export function bestMoves(board: Board, mark: Mark): number[] {
  const work = [...board];
  const scored = freeCells(board).map((i) => {
    work[i] = mark;
    const value = score(work, other(mark), mark, 1, -Infinity, Infinity);
    work[i] = null;
    return { i, value };
  });
  const top = Math.max(...scored.map((s) => s.value));
  return scored.filter((s) => s.value === top).map((s) => s.i);
}

/** A move that wins at once for `mark`, if there is one. */
function winningMove(board: Board, mark: Mark): number | undefined {
  return freeCells(board).find((i) => winnerOf(play(board, i, mark))?.mark === mark);
}

/**
 * The computer's move. Hard never loses; medium takes a win or blocks one and otherwise plays
 * at random; easy plays at random.
 */
export function computerMove(board: Board, mark: Mark, difficulty: Difficulty, random: Random): number {
  const free = freeCells(board);
  if (free.length === 0 || outcomeOf(board)) throw new Error('no move to make');
  const pick = (cells: number[]) => cells[randomInt(random, cells.length)] as number;
  if (difficulty === 'hard') return pick(bestMoves(board, mark));
  if (difficulty === 'medium') {
    const decisive = winningMove(board, mark) ?? winningMove(board, other(mark));
    if (decisive !== undefined) return decisive;
  }
  return pick(free);
}
