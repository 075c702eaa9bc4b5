import { seededRandom, shuffled } from './random.ts';
import { PIECES, boxSize, kicks, shapeCells, type PieceType, type Rotation } from './tetris-pieces.ts';

export const COLS = 10;
/** 20 visible rows under 2 hidden ones where pieces spawn. */
export const ROWS = 22;
export const HIDDEN = 2;
const LOCK_DELAY_MS = 500;
const MAX_LOCK_RESETS = 15;
const LINE_POINTS = [0, 100, 300, 500, 800];

export type Cell = PieceType | null;
export interface Piece {
  type: PieceType;
  rotation: Rotation;
  x: number;
  y: number;
}
export interface TetrisState {
  board: Cell[][];
  piece: Piece;
  /** Upcoming pieces, always at least a full bag ahead. */
  queue: PieceType[];
  /** Seed of the next 7-bag: the game is a pure function of its start seed and the inputs. */
  seed: number;
  hold: PieceType | null;
  canHold: boolean;
  score: number;
  lines: number;
  level: number;
  softDrop: boolean;
  fallMs: number;
  lockMs: number;
  lockResets: number;
  over: boolean;
  /** Lines cleared by the last lock (for a flash in the UI). */
  lastClear: number;
}

/** Guideline gravity: milliseconds per row at a level. */
export const gravityMs = (level: number): number => Math.pow(0.8 - (level - 1) * 0.007, level - 1) * 1000;

function nextBag(seed: number): { bag: PieceType[]; seed: number } {
  const random = seededRandom(seed);
  const bag = shuffled(PIECES, random);
  return { bag, seed: Math.floor(random() * 2 ** 32) };
}

export const cellsOf = (p: Piece): Array<[number, number]> =>
  shapeCells(p.type, p.rotation).map(([x, y]) => [p.x + x, p.y + y]);

export function fits(board: Cell[][], p: Piece): boolean {
  return cellsOf(p).every(([x, y]) => x >= 0 && x < COLS && y >= 0 && y < ROWS && board[y]?.[x] === null);
}

const spawnPiece = (type: PieceType): Piece => ({ type, rotation: 0, x: type === 'O' ? 4 : 3, y: 0 });

/** Takes the next piece from the queue (refilling it by whole bags); the game ends if it cannot enter. */
function spawn(state: TetrisState, type?: PieceType): TetrisState {
  let { queue, seed } = state;
  while (queue.length < 8) {
    const next = nextBag(seed);
    queue = [...queue, ...next.bag];
    seed = next.seed;
  }
  if (!type) [type, ...queue] = queue as [PieceType, ...PieceType[]];
  const piece = spawnPiece(type);
  const over = !fits(state.board, piece);
  return { ...state, piece, queue, seed, fallMs: 0, lockMs: 0, lockResets: 0, over: state.over || over };
}

export function createGame(seed: number): TetrisState {
  const board = Array.from({ length: ROWS }, () => Array<Cell>(COLS).fill(null));
  const base = { board, queue: [], seed, hold: null, canHold: true, score: 0, lines: 0, level: 1 };
  const rest = { softDrop: false, fallMs: 0, lockMs: 0, lockResets: 0, over: false, lastClear: 0 };
  return spawn({ ...base, ...rest, piece: spawnPiece('I') });
}

/** Writes the piece into the board, clears full rows, scores, and spawns the next piece. */
function lock(state: TetrisState): TetrisState {
  const cells = cellsOf(state.piece);
  const board = state.board.map((row) => [...row]);
  for (const [x, y] of cells) (board[y] as Cell[])[x] = state.piece.type;
  const kept = board.filter((row) => row.some((c) => c === null));
  const cleared = ROWS - kept.length;
  const fresh = Array.from({ length: cleared }, () => Array<Cell>(COLS).fill(null));
  const lines = state.lines + cleared;
  const lockOut = cells.every(([, y]) => y < HIDDEN); // locked wholly above the visible field
  return spawn({
    ...state,
    board: [...fresh, ...kept],
    score: state.score + LINE_POINTS[cleared]! * state.level,
    lines,
    level: 1 + Math.floor(lines / 10),
    canHold: true,
    lastClear: cleared,
    over: lockOut,
  });
}

const grounded = (s: TetrisState) => !fits(s.board, { ...s.piece, y: s.piece.y + 1 });

/** After a successful move or turn on the ground, the lock delay restarts (a limited number of times). */
function moved(state: TetrisState, piece: Piece): TetrisState {
  const next = { ...state, piece };
  if (!grounded(state) || state.lockResets >= MAX_LOCK_RESETS) return next;
  return { ...next, lockMs: 0, lockResets: state.lockResets + 1 };
}

export function move(state: TetrisState, dx: -1 | 1): TetrisState {
  const piece = { ...state.piece, x: state.piece.x + dx };
  return state.over || !fits(state.board, piece) ? state : moved(state, piece);
}

/** Turns with SRS wall kicks: the first offset where the piece fits wins; otherwise nothing happens. */
export function rotate(state: TetrisState, dir: 1 | -1): TetrisState {
  if (state.over) return state;
  const { piece } = state;
  const rotation = ((piece.rotation + dir + 4) % 4) as Rotation;
  for (const [dx, dy] of kicks(piece.type, piece.rotation, dir)) {
    const turned = { ...piece, rotation, x: piece.x + dx, y: piece.y + dy };
    if (fits(state.board, turned)) return moved(state, turned);
  }
  return state;
}

/** Where the piece would land: the ghost's row. */
export function dropY(state: TetrisState): number {
  let y = state.piece.y;
  while (fits(state.board, { ...state.piece, y: y + 1 })) y++;
  return y;
}

export function hardDrop(state: TetrisState): TetrisState {
  if (state.over) return state;
  const y = dropY(state);
  return lock({ ...state, piece: { ...state.piece, y }, score: state.score + 2 * (y - state.piece.y) });
}

export function hold(state: TetrisState): TetrisState {
  if (state.over || !state.canHold) return state;
  const next = spawn({ ...state, hold: state.piece.type }, state.hold ?? undefined);
  return { ...next, canHold: false };
}

export const setSoftDrop = (state: TetrisState, on: boolean): TetrisState => ({ ...state, softDrop: on });

/** Advances time: gravity (20× while soft dropping, 1 point a row) and the lock delay on the ground. */
export function tick(state: TetrisState, dtMs: number): TetrisState {
  if (state.over) return state;
  const normal = gravityMs(state.level);
  const interval = state.softDrop ? Math.min(normal, normal / 20) : normal;
  let s: TetrisState = { ...state, fallMs: state.fallMs + dtMs, lastClear: 0 };
  while (s.fallMs >= interval && !grounded(s)) {
    s = { ...s, piece: { ...s.piece, y: s.piece.y + 1 }, fallMs: s.fallMs - interval, lockResets: 0 };
    if (s.softDrop) s.score += 1;
  }
  if (!grounded(s)) return s;
  const lockMs = s.lockMs + dtMs;
  return lockMs >= LOCK_DELAY_MS ? lock(s) : { ...s, fallMs: 0, lockMs };
}

export { boxSize, shapeCells, type PieceType };
