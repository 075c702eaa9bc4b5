/** What a row of an ordered list shows on its ↑ ↓ ✕ buttons (already translated, naming the item). */
export interface MoveButtonLabels {
  up: string;
  down: string;
  remove: string;
}

export interface MoveButtonsProps {
  /** The wrapper's class, e.g. the tool's `*-buttons` class. */
  className: string;
  index: number;
  count: number;
  disabled: boolean;
  labels: MoveButtonLabels;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** An extra class for the remove button. */
  removeClassName?: string;
}

/** Move up, move down and remove for one row of a reorderable list (keyboard and screen-reader users' way to reorder). */
export function MoveButtons(props: MoveButtonsProps) {
  const { labels, index, count, disabled } = props;
  return (
    <span className={props.className}>
      <button
        type="button"
        className="icon-button"
        data-action="up"
        aria-label={labels.up}
        title={labels.up}
        disabled={disabled || index === 0}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        data-action="down"
        aria-label={labels.down}
        title={labels.down}
        disabled={disabled || index === count - 1}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={props.removeClassName ? `icon-button ${props.removeClassName}` : 'icon-button'}
        data-action="remove"
        aria-label={labels.remove}
        title={labels.remove}
        disabled={disabled}
        onClick={props.onRemove}
      >
        ✕
      </button>
    </span>
  );
}
