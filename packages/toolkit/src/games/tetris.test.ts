import { describe, expect, it } from 'vitest';
import { kicks } from './tetris-pieces.ts';
import {
  COLS,
  ROWS,
  cellsOf,
  createGame,
  dropY,
  gravityMs,
  hardDrop,
  hold,
  move,
  rotate,
  setSoftDrop,
  tick,
  type Cell,
  type Piece,
  type TetrisState,
} from './tetris.ts';

/** A game whose board has its bottom rows drawn as strings ('#' filled, '.' empty). */
function withBoard(bottom: string[], piece: Piece, extra: Partial<TetrisState> = {}): TetrisState {
  const board: Cell[][] = Array.from({ length: ROWS }, () => Array<Cell>(COLS).fill(null));
  bottom.forEach((row, i) => {
    board[ROWS - bottom.length + i] = [...row].map((c) => (c === '#' ? 'Z' : null));
  });
  return { ...createGame(1), board, piece, ...extra };
}
const sorted = (cells: Array<[number, number]>) => cells.map(([x, y]) => `${x},${y}`).sort();

describe('SRS rotation', () => {
  it('turns a T in open space as the guideline draws it', () => {
    const state = withBoard([], { type: 'T', rotation: 0, x: 3, y: 5 });
    const right = rotate(state, 1).piece;
    expect(right.rotation).toBe(1);
    expect(sorted(cellsOf(right))).toEqual(
      sorted([
        [5, 6],
        [4, 5],
        [4, 6],
        [4, 7],
      ]),
    );
    expect(rotate(rotate(rotate(rotate(state, 1), 1), 1), 1).piece).toEqual(state.piece);
    expect(rotate(rotate(state, -1), 1).piece).toEqual(state.piece);
  });

  it('derives counter-clockwise kicks that match the SRS tables', () => {
    // R→0 for J, L, S, T, Z and 0→L for I, written with y pointing down.
    expect(kicks('T', 1, -1)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, -2],
      [1, -2],
    ]);
    expect(kicks('I', 0, -1)).toEqual([
      [0, 0],
      [-1, 0],
      [2, 0],
      [-1, -2],
      [2, 1],
    ]);
    expect(kicks('O', 2, 1)).toEqual([[0, 0]]);
  });

  it('kicks a vertical I off the left wall', () => {
    // State R puts the I in box column 2: x = -2 stands it in board column 0.
    const state = withBoard([], { type: 'I', rotation: 1, x: -2, y: 8 });
    const turned = rotate(state, 1).piece;
    // (0,0) and (-1,0) leave the wall; the third test (+2, 0) fits.
    expect(turned).toEqual({ type: 'I', rotation: 2, x: 0, y: 8 });
    expect(sorted(cellsOf(turned))).toEqual(
      sorted([
        [0, 10],
        [1, 10],
        [2, 10],
        [3, 10],
      ]),
    );
  });

  it('kicks a T up out of the floor and refuses a turn no kick can make', () => {
    // T pointing down on the floor turning to L: its cells would sink below the floor without a kick.
    const onFloor = withBoard([], { type: 'T', rotation: 0, x: 3, y: ROWS - 2 });
    const turned = rotate(onFloor, -1).piece;
    expect(turned).toMatchObject({ rotation: 3, x: 4, y: ROWS - 3 }); // the third test, (+1, -1)
    expect(cellsOf(turned).every(([, y]) => y < ROWS)).toBe(true);
    // An O never moves when turned; a T boxed in by a full well cannot turn at all.
    const walled = withBoard(['###...####', '####.#####', '####.#####', '####.#####'], {
      type: 'T',
      rotation: 0,
      x: 3,
      y: ROWS - 4,
    });
    expect(rotate(walled, 1)).toBe(walled);
  });
});

describe('line clears and scoring', () => {
  it('clears a single with an I and scores 100 plus 2 a row for the hard drop', () => {
    const state = withBoard(['###....###'], { type: 'I', rotation: 0, x: 3, y: 0 });
    const after = hardDrop(state);
    expect(after.lines).toBe(1);
    expect(after.lastClear).toBe(1);
    // The I's row is box row 1: it falls from board row 1 to row 21, 20 rows.
    expect(after.score).toBe(100 + 2 * 20);
    expect(after.board.every((row) => row.every((c) => c === null))).toBe(true);
  });

  it('scores a tetris at 800 × level, keeps the rows above, and levels up every 10 lines', () => {
    const rows = ['#########.', '#########.', '#########.', '#########.'];
    const state = withBoard(
      ['#.........', ...rows],
      { type: 'I', rotation: 1, x: 7, y: 0 },
      {
        level: 2,
        lines: 16,
      },
    );
    const after = hardDrop(state);
    expect(after.lastClear).toBe(4);
    expect(after.lines).toBe(20);
    expect(after.level).toBe(3);
    expect(after.score).toBe(800 * 2 + 2 * (dropY(state) - 0));
    expect(after.board[ROWS - 1]).toEqual(['Z', null, null, null, null, null, null, null, null, null]);
  });

  it('speeds up with the level, by the guideline curve', () => {
    expect(gravityMs(1)).toBe(1000);
    expect(gravityMs(2)).toBeCloseTo(793, 0);
    expect(gravityMs(10)).toBeLessThan(gravityMs(9));
    expect(gravityMs(15)).toBeCloseTo(7.05, 1);
  });
});

describe('gravity, soft drop and lock delay', () => {
  it('falls a row a second at level 1, 20× faster with soft drop scoring 1 a row', () => {
    let state = withBoard([], { type: 'T', rotation: 0, x: 3, y: 0 });
    state = tick(state, 999);
    expect(state.piece.y).toBe(0);
    state = tick(state, 1);
    expect(state.piece.y).toBe(1);
    state = tick(setSoftDrop(state, true), 250);
    expect(state.piece.y).toBe(6);
    expect(state.score).toBe(5);
  });

  it('locks 500 ms after landing, and a move on the ground restarts the delay', () => {
    let state = withBoard([], { type: 'O', rotation: 0, x: 4, y: ROWS - 2 });
    state = tick(state, 400);
    state = move(state, -1);
    state = tick(state, 400);
    expect(state.piece.type).toBe('O');
    expect(state.board[ROWS - 1]?.every((c) => c === null)).toBe(true);
    state = tick(state, 100);
    expect(state.board[ROWS - 1]?.slice(3, 5)).toEqual(['O', 'O']);
  });
});

describe('7-bag randomiser and hold', () => {
  const sequence = (seed: number, n: number) => {
    let state = createGame(seed);
    const types = [];
    for (let i = 0; i < n; i++) {
      types.push(state.piece.type);
      state = hardDrop({ ...state, board: createGame(seed).board });
    }
    return types;
  };

  it('deals every piece exactly once per bag of seven, for many seeds', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const types = sequence(seed, 70);
      for (let bag = 0; bag < 10; bag++) {
        expect(
          types
            .slice(bag * 7, bag * 7 + 7)
            .sort()
            .join(''),
        ).toBe('IJLOSTZ');
      }
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(sequence(42, 21)).toEqual(sequence(42, 21));
    expect(sequence(42, 21)).not.toEqual(sequence(43, 21));
  });

  it('holds once per piece and swaps back the held one', () => {
    const start = createGame(5);
    const first = start.piece.type;
    const held = hold(start);
    expect(held.hold).toBe(first);
    expect(held.piece.type).toBe(start.queue[0]);
    expect(hold(held)).toBe(held);
    const next = hold(hardDrop(held));
    expect(next.piece.type).toBe(first);
  });
});

describe('game over', () => {
  it('ends when a new piece cannot enter, and then ignores input', () => {
    const blocked = withBoard([], { type: 'O', rotation: 0, x: 0, y: 10 });
    for (let x = 0; x < COLS - 1; x++) for (let y = 1; y < 3; y++) blocked.board[y]![x] = 'Z';
    const after = hardDrop(blocked);
    expect(after.over).toBe(true);
    expect(move(after, 1)).toBe(after);
    expect(tick(after, 5000)).toBe(after);
  });

  it('ends when a piece locks wholly above the visible field', () => {
    const state = withBoard([], { type: 'I', rotation: 0, x: 3, y: 0 });
    for (let y = 2; y < ROWS; y++) for (let x = 0; x < COLS - 1; x++) state.board[y]![x] = 'Z';
    expect(hardDrop(state).over).toBe(true);
  });
});
