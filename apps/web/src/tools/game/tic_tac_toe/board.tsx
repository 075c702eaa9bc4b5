import { useRef, useState, type KeyboardEvent } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { Square } from '@toolbox/toolkit/games';

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };

/** The 3×3 grid as buttons; arrow keys move the focus (one tab stop for the whole grid). */
export function Board(props: {
  board: readonly Square[];
  winLine: readonly number[] | null;
  disabled: boolean;
  onPlay: (index: number) => void;
}) {
  const { t } = useToolTranslation();
  const [focus, setFocus] = useState(4);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = MOVES[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const col = index % 3;
    if ((step === -1 && col === 0) || (step === 1 && col === 2)) return;
    const next = index + step;
    if (next < 0 || next > 8) return;
    setFocus(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="ttt-board" role="group" aria-label={t('board')}>
      {props.board.map((cell, i) => (
        <button
          key={i}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className={`tile-button ttt-cell${cell ? ` is-${cell.toLowerCase()}` : ''}${props.winLine?.includes(i) ? ' is-win' : ''}`}
          tabIndex={i === focus ? 0 : -1}
          aria-label={t('cell', {
            row: Math.floor(i / 3) + 1,
            col: (i % 3) + 1,
            content: cell ?? t('empty'),
          })}
          aria-disabled={props.disabled || cell !== null}
          onFocus={() => setFocus(i)}
          onKeyDown={(event) => onKeyDown(event, i)}
          onClick={() => props.onPlay(i)}
        >
          <span aria-hidden="true">{cell}</span>
        </button>
      ))}
    </div>
  );
}
