import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';
import {
  bestMoves,
  computerMove,
  emptyBoard,
  other,
  outcomeOf,
  play,
  type Board,
  type Mark,
} from './tic-tac-toe.ts';

const parse = (rows: string): Board =>
  [...rows.replace(/\s/g, '')].map((c) => (c === 'X' || c === 'O' ? c : null));

/**
 * Plays every possible human move sequence against every perfect reply the computer could choose,
 * and returns how the games ended.
 */
function everyGame(board: Board, toMove: Mark, computer: Mark, tally: Record<string, number>): void {
  const outcome = outcomeOf(board);
  if (outcome) {
    const key = outcome.kind === 'draw' ? 'draw' : outcome.mark === computer ? 'computer' : 'human';
    tally[key] = (tally[key] ?? 0) + 1;
    return;
  }
  const moves = toMove === computer ? bestMoves(board, computer) : board.flatMap((c, i) => (c ? [] : [i]));
  for (const i of moves) everyGame(play(board, i, toMove), other(toMove), computer, tally);
}

describe('tic-tac-toe computer (hard)', () => {
  for (const computer of ['X', 'O'] as const) {
    for (const first of ['X', 'O'] as const) {
      it(`never loses playing ${computer} when ${first} starts`, () => {
        const tally: Record<string, number> = {};
        everyGame(emptyBoard(), first, computer, tally);
        expect(tally.human ?? 0).toBe(0);
        // The tree really was explored: many draws, and wins when the human blunders.
        expect(tally.draw).toBeGreaterThan(10);
        expect(tally.computer).toBeGreaterThan(100);
      });
    }
  }

  it('takes a win at once rather than blocking or waiting', () => {
    // X to move can win on 2 (top row); O threatens 6 as well.
    const board = parse('XX. OO. ...');
    expect(bestMoves(board, 'X')).toEqual([2]);
    expect(bestMoves(parse('XX. OO. X..'), 'O')).toEqual([5]);
  });

  it('blocks a threat and answers a corner opening with the centre', () => {
    expect(bestMoves(parse('OO. X.. X..'), 'X')).toEqual([2]);
    expect(bestMoves(parse('X.. ... ...'), 'O')).toEqual([4]);
  });

  it('spots the fork defence: after X corners and O centre, X opposite corner, O must take an edge', () => {
    const replies = bestMoves(parse('X.. .O. ..X'), 'O');
    expect(replies.sort()).toEqual([1, 3, 5, 7]);
  });
});

describe('computerMove by difficulty', () => {
  it('medium wins when it can and otherwise blocks', () => {
    const random = seededRandom(1);
    expect(computerMove(parse('OO. XX. ...'), 'O', 'medium', random)).toBe(2);
    for (let n = 0; n < 20; n++) expect(computerMove(parse('OX. .X. ...'), 'O', 'medium', random)).toBe(7);
  });

  it('easy plays only free cells and can make poor moves', () => {
    const board = parse('XX. OO. ...');
    const seen = new Set<number>();
    const random = seededRandom(7);
    for (let n = 0; n < 200; n++) seen.add(computerMove(board, 'O', 'easy', random));
    expect([...seen].sort()).toEqual([2, 5, 6, 7, 8]);
  });

  it('refuses to move on a finished board or an occupied cell', () => {
    expect(() => computerMove(parse('XXX OO. ...'), 'O', 'hard', seededRandom(1))).toThrow();
    expect(() => play(parse('X.. ... ...'), 0, 'O')).toThrow();
  });
});
