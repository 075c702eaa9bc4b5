import type { PointerEvent, ReactNode, RefObject } from 'react';
import { useToolTranslation } from '../framework/tool-context.ts';
import { MoveButtons } from './move-buttons.tsx';
import './ordered-list.css';

/**
 * The parts of a reorderable list carry a shared class (`ordered-row`, styled by ordered-list.css) and
 * the tool's own (`<prefix>-row`), which holds the tool's differences and is what its tests look for.
 */
const part = (prefix: string, name: string) => `ordered-${name} ${prefix}-${name}`;

/** The `<ol>` of a reorderable list, then the polite region that announces moves made with the buttons. */
export function OrderedList(props: {
  prefix: string;
  listRef: RefObject<HTMLOListElement | null>;
  announcement: string;
  children: ReactNode;
}) {
  return (
    <>
      <ol className={part(props.prefix, 'list')} ref={props.listRef}>
        {props.children}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {props.announcement}
      </p>
    </>
  );
}

export interface OrderedRowProps {
  prefix: string;
  testId: string;
  /** Written to `data-id`, where keyboard focus is looked for after a move. */
  dataId?: string;
  index: number;
  count: number;
  dragging: boolean;
  disabled: boolean;
  /** A further class for the row, e.g. `is-failed`. */
  state?: string;
  /**
   * The item's name: shown (ellipsised, full in the tooltip) and put into the tool's 'drag', 'moveUp',
   * 'moveDown' and 'remove' texts, the handle's tooltip and the buttons' labels.
   */
  name: string;
  /** Whether the row shows its 1-based position (hidden on phones). */
  showIndex?: boolean;
  /** Before the name: an icon or a thumbnail. */
  lead: ReactNode;
  /** Under the name: size, pages, problems. */
  meta: ReactNode;
  /** 36 px buttons that fade when disabled, instead of the full-size ones. */
  compactButtons?: boolean;
  removeClassName?: string;
  onDragStart: (event: PointerEvent) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One row of a reorderable list: drag handle, position, icon, name and details, then ↑ ↓ ✕. */
export function OrderedRow(props: OrderedRowProps) {
  const { prefix, name, disabled } = props;
  const { t } = useToolTranslation();
  return (
    <li
      className={`${part(prefix, 'row')}${props.dragging ? ' is-dragging' : ''}${props.state ? ` ${props.state}` : ''}`}
      data-id={props.dataId}
      data-testid={props.testId}
    >
      <span
        className={part(prefix, 'handle')}
        onPointerDown={disabled ? undefined : props.onDragStart}
        title={t('drag', { name })}
        aria-hidden="true"
      >
        ⠿
      </span>
      {props.showIndex === false ? null : (
        <span className={part(prefix, 'index')} aria-hidden="true">
          {props.index + 1}
        </span>
      )}
      {props.lead}
      <span className={part(prefix, 'info')}>
        <span className={part(prefix, 'name')} title={name}>
          {name}
        </span>
        {props.meta}
      </span>
      <MoveButtons
        className={`${part(prefix, 'buttons')}${props.compactButtons ? ' is-compact' : ''}`}
        index={props.index}
        count={props.count}
        disabled={disabled}
        labels={{ up: t('moveUp', { name }), down: t('moveDown', { name }), remove: t('remove', { name }) }}
        onMove={props.onMove}
        onRemove={props.onRemove}
        removeClassName={props.removeClassName}
      />
    </li>
  );
}
