import { useEffect, useRef } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { Action } from './use-tetris.ts';

const REPEAT_DELAY_MS = 170;
const REPEAT_MS = 55;

/** On-screen buttons for phones; sideways moves repeat while held, soft drop lasts while pressed. */
export function TouchControls(props: { onAction: (a: Action) => void; onSoftDrop: (on: boolean) => void }) {
  const { t } = useToolTranslation();
  const timers = useRef<number[]>([]);
  const stop = () => {
    timers.current.forEach((id) => clearTimeout(id));
    timers.current = [];
  };
  useEffect(() => stop, []);

  const repeating = (action: Action) => ({
    onPointerDown: (e: React.PointerEvent) => {
      e.preventDefault();
      stop();
      props.onAction(action);
      const delay = window.setTimeout(() => {
        timers.current.push(window.setInterval(() => props.onAction(action), REPEAT_MS));
      }, REPEAT_DELAY_MS);
      timers.current.push(delay);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // Keyboard users reach the same buttons: Enter/Space click once.
    onClick: (e: React.MouseEvent) => {
      if (e.detail === 0) props.onAction(action);
    },
  });
  const once = (action: Action) => ({
    onPointerDown: (e: React.PointerEvent) => {
      e.preventDefault();
      props.onAction(action);
    },
    onClick: (e: React.MouseEvent) => {
      if (e.detail === 0) props.onAction(action);
    },
  });

  const button = (label: string, glyph: string, handlers: object, className = '') => (
    <button
      type="button"
      className={`tetris-touch-btn ${className}`}
      aria-label={label}
      title={label}
      {...handlers}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <div className="tetris-touch" role="group" aria-label={t('controls')}>
      {button(t('hold'), 'H', once('hold'))}
      {button(t('rotateCcw'), '↺', once('rotateCcw'))}
      {button(t('rotateCw'), '↻', once('rotateCw'))}
      {button(t('hardDrop'), '⤓', once('hardDrop'))}
      {button(t('left'), '←', repeating('left'))}
      {button(
        t('softDrop'),
        '↓',
        {
          onPointerDown: (e: React.PointerEvent) => {
            e.preventDefault();
            props.onSoftDrop(true);
          },
          onPointerUp: () => props.onSoftDrop(false),
          onPointerLeave: () => props.onSoftDrop(false),
          onPointerCancel: () => props.onSoftDrop(false),
        },
        'is-wide',
      )}
      {button(t('right'), '→', repeating('right'))}
    </div>
  );
}
