import {
  COLS,
  HIDDEN,
  ROWS,
  cellsOf,
  dropY,
  shapeCells,
  type Cell,
  type PieceType,
  type TetrisState,
} from '@toolbox/toolkit/games';

/** Guideline colours. */
export const COLORS: Record<PieceType, string> = {
  I: '#00b4d8',
  O: '#f5c400',
  T: '#9b3fc9',
  S: '#3fae49',
  Z: '#e23b3b',
  J: '#2563eb',
  L: '#f08a00',
};

function block(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, color: string) {
  ctx.fillStyle = color;
  ctx.fillRect(x * size + 1, y * size + 1, size - 2, size - 2);
  ctx.fillStyle = 'rgb(255 255 255 / 22%)';
  ctx.fillRect(x * size + 1, y * size + 1, size - 2, Math.max(2, size * 0.18));
}

/** Sizes a canvas for the screen's pixel density; returns the drawing context scaled to CSS pixels. */
export function prepare(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx?.clearRect(0, 0, width, height);
  return ctx;
}

/** The visible 10 × 20 field: settled blocks, the ghost where the piece would land, and the piece. */
export function drawBoard(ctx: CanvasRenderingContext2D, state: TetrisState, size: number, grid: string) {
  ctx.strokeStyle = grid;
  ctx.lineWidth = 1;
  for (let x = 1; x < COLS; x++) {
    ctx.beginPath();
    ctx.moveTo(x * size + 0.5, 0);
    ctx.lineTo(x * size + 0.5, (ROWS - HIDDEN) * size);
    ctx.stroke();
  }
  state.board.forEach((row: Cell[], y: number) =>
    row.forEach((cell, x) => {
      if (cell && y >= HIDDEN) block(ctx, x, y - HIDDEN, size, COLORS[cell]);
    }),
  );
  if (state.over) return;
  const ghost = { ...state.piece, y: dropY(state) };
  ctx.strokeStyle = COLORS[state.piece.type];
  ctx.lineWidth = 2;
  for (const [x, y] of cellsOf(ghost)) {
    if (y >= HIDDEN) ctx.strokeRect(x * size + 2, (y - HIDDEN) * size + 2, size - 4, size - 4);
  }
  for (const [x, y] of cellsOf(state.piece)) {
    if (y >= HIDDEN) block(ctx, x, y - HIDDEN, size, COLORS[state.piece.type]);
  }
}

/** A piece centred in a small box (hold and next previews). */
export function drawPiece(
  ctx: CanvasRenderingContext2D,
  type: PieceType,
  cx: number,
  cy: number,
  size: number,
) {
  const cells = shapeCells(type, 0);
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const w = Math.max(...xs) - Math.min(...xs) + 1;
  const h = Math.max(...ys) - Math.min(...ys) + 1;
  const left = cx - (w * size) / 2 - Math.min(...xs) * size;
  const top = cy - (h * size) / 2 - Math.min(...ys) * size;
  ctx.save();
  ctx.translate(left, top);
  for (const [x, y] of cells) block(ctx, x, y, size, COLORS[type]);
  ctx.restore();
}
