import { useEffect, useRef } from 'react';
import type { PieceType } from '@toolbox/toolkit/games';
import { drawPiece, prepare } from './draw.ts';

const CELL = 16;

/** A column of small piece pictures (the held piece, or the next ones); the names are for screen readers. */
export function PiecePreview(props: { title: string; pieces: readonly PieceType[]; dim?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const height = Math.max(1, props.pieces.length) * CELL * 3;
  const width = CELL * 5;
  const key = props.pieces.join('');

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ctx = prepare(el, width, height);
    if (!ctx) return;
    [...key].forEach((type, i) =>
      drawPiece(ctx, type as PieceType, width / 2, CELL * 1.5 + i * CELL * 3, CELL),
    );
  }, [key, width, height]);

  return (
    <section className={`tetris-preview${props.dim ? ' is-dim' : ''}`}>
      <h2>{props.title}</h2>
      <canvas ref={canvas} style={{ width, height }} aria-hidden="true" />
      <p className="visually-hidden" data-testid={`preview-${props.title}`}>
        {props.pieces.join(' ')}
      </p>
    </section>
  );
}
