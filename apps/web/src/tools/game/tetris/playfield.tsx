import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COLS, HIDDEN, ROWS, type TetrisState } from '@toolbox/toolkit/games';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { drawBoard, prepare } from './draw.ts';
import type { Action } from './use-tetris.ts';

const SWIPE_STEP_PX = 26;
const FLICK_PX = 60;
const TAP_MS = 250;

/** Redraws whenever the game changes or the canvas is resized. */
function useCanvasSize(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The canvas playfield with swipe and tap gestures, and an overlay for start, pause and game over. */
export function Playfield(props: { game: TetrisState; onAction: (a: Action) => void; overlay: ReactNode }) {
  const { t } = useToolTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useCanvasSize(canvas);
  const gesture = useRef<{ x: number; y: number; at: number; moved: number } | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el || width === 0) return;
    const size = width / COLS;
    const ctx = prepare(el, width, size * (ROWS - HIDDEN));
    if (!ctx) return;
    const grid = getComputedStyle(el).getPropertyValue('--border').trim() || '#ddd';
    drawBoard(ctx, props.game, size, grid);
  }, [props.game, width]);

  const onPointerDown = (e: React.PointerEvent) => {
    gesture.current = { x: e.clientX, y: e.clientY, at: e.timeStamp, moved: 0 };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    const dx = e.clientX - g.x;
    if (Math.abs(dx) >= SWIPE_STEP_PX) {
      props.onAction(dx > 0 ? 'right' : 'left');
      g.x = e.clientX;
      g.moved++;
    }
  };
  const onPointerUp = (e: React.PointerEvent) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const quick = e.timeStamp - g.at < TAP_MS;
    const dy = e.clientY - g.y;
    if (dy > FLICK_PX && g.moved === 0) props.onAction('hardDrop');
    else if (quick && g.moved === 0 && Math.abs(dy) < 12) props.onAction('rotateCw');
  };

  return (
    <div className="tetris-field">
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('board')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (gesture.current = null)}
      />
      {props.overlay ? (
        <div className="cover-center arcade-overlay tetris-overlay">{props.overlay}</div>
      ) : null}
    </div>
  );
}
