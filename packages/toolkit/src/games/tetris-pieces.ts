/** Tetromino shapes and Super Rotation System (SRS) wall kicks, in board coordinates (y grows down). */
export type PieceType = 'I' | 'J' | 'L' | 'O' | 'S' | 'T' | 'Z';
export const PIECES: readonly PieceType[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];
/** 0 spawn, 1 right (clockwise), 2 upside down, 3 left. */
export type Rotation = 0 | 1 | 2 | 3;
type Point = readonly [number, number];

/** Spawn-state cells inside each piece's bounding box, and the box size. */
const SPAWN: Record<PieceType, { size: number; cells: Point[] }> = {
  I: {
    size: 4,
    cells: [
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ],
  },
  J: {
    size: 3,
    cells: [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  L: {
    size: 3,
    cells: [
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  O: {
    size: 2,
    cells: [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  },
  S: {
    size: 3,
    cells: [
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ],
  },
  T: {
    size: 3,
    cells: [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  Z: {
    size: 3,
    cells: [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ],
  },
};

/** SRS rotation is a plain rotation of the bounding box: clockwise, (x, y) → (size-1-y, x). */
export function shapeCells(type: PieceType, rotation: Rotation): Point[] {
  const { size, cells } = SPAWN[type];
  let out: Point[] = cells;
  for (let r = 0; r < rotation; r++) out = out.map(([x, y]) => [size - 1 - y, x] as const);
  return out;
}

export const boxSize = (type: PieceType): number => SPAWN[type].size;

// Clockwise kicks from each state (0→R, R→2, 2→L, L→0) as on the SRS tables, with y flipped to point
// down. A counter-clockwise turn uses the reverse clockwise turn's offsets negated.
const JLSTZ_CW: Point[][] = [
  [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
  [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
];
const I_CW: Point[][] = [
  [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, 1],
    [1, -2],
  ],
  [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, -2],
    [2, 1],
  ],
  [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, -1],
    [-1, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, 2],
    [-2, -1],
  ],
];

/** The offsets to try, in order, when turning `type` from `from` by `dir` (1 clockwise, -1 counter). */
export function kicks(type: PieceType, from: Rotation, dir: 1 | -1): Point[] {
  if (type === 'O') return [[0, 0]];
  const table = type === 'I' ? I_CW : JLSTZ_CW;
  if (dir === 1) return table[from] as Point[];
  const to = ((from + 3) % 4) as Rotation;
  return (table[to] as Point[]).map(([x, y]) => [0 - x, 0 - y] as const);
}
