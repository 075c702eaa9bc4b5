import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useToolTranslation } from '../framework/tool-context.ts';
import { useDragReorder } from './use-drag-reorder.ts';

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return list as T[];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * The items of a reorderable list, reordered by dragging a row of `listRef` or by `move`. Every change
 * made through `changeItems` calls `onChange` (an earlier result is stale then); `onChange` must be stable.
 */
export function useOrderedList<T>(options: {
  listRef: RefObject<HTMLOListElement | null>;
  onChange: () => void;
}) {
  const { listRef, onChange } = options;
  const [items, setItems] = useState<T[]>([]);
  const changeItems = useCallback(
    (change: (list: T[]) => T[]) => {
      setItems(change);
      onChange();
    },
    [onChange],
  );
  const move = useCallback(
    (from: number, to: number) => changeItems((list) => moveItem(list, from, to)),
    [changeItems],
  );
  const { dragging, start } = useDragReorder(listRef, move);
  return { items, setItems, changeItems, move, dragging, start };
}

type Focus = { id: string; action: string };

/** A moved row is re-inserted by React, which drops keyboard focus: put it back on the same kind of button. */
function refocus(list: HTMLElement | null, wanted: Focus) {
  const row = list?.querySelector(`[data-id="${wanted.id}"]`);
  // At the top or bottom the pressed button is disabled: the other direction takes the focus.
  const enabled = (action: string) =>
    row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`);
  (enabled(wanted.action) ?? enabled(wanted.action === 'up' ? 'down' : 'up'))?.focus();
}

/**
 * The ↑ / ↓ buttons of a reorderable list: `moveBy(index, delta)` moves one row by one place and calls
 * `onMoved` with the item and its new 0-based position (to announce it). With `refocusIn`, keyboard focus
 * follows the moved row (rows need `data-id`).
 */
export function useMoveByButton<T extends { id: string }>(options: {
  items: readonly T[];
  move: (from: number, to: number) => void;
  onMoved: (item: T, position: number) => void;
  refocusIn?: RefObject<HTMLElement | null>;
}) {
  const { items, move, onMoved, refocusIn } = options;
  const pending = useRef<Focus | null>(null);

  useEffect(() => {
    const wanted = pending.current;
    pending.current = null;
    if (wanted && refocusIn) refocus(refocusIn.current, wanted);
  }, [items, refocusIn]);

  return (index: number, delta: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    const position = Math.max(0, Math.min(items.length - 1, index + delta));
    move(index, position);
    if (refocusIn) pending.current = { id: item.id, action: delta < 0 ? 'up' : 'down' };
    onMoved(item, position);
  };
}

/** `useMoveByButton` for a list of files, announcing the tool's 'moved' text (file name, 1-based position). */
export function useFileMoveButtons<T extends { id: string; file: File }>(options: {
  items: readonly T[];
  move: (from: number, to: number) => void;
  refocusIn?: RefObject<HTMLElement | null>;
}) {
  const { t } = useToolTranslation();
  const [announcement, setAnnouncement] = useState('');
  const moveBy = useMoveByButton({
    ...options,
    onMoved: (item, position) =>
      setAnnouncement(t('moved', { name: item.file.name, position: position + 1 })),
  });
  return { moveBy, announcement };
}
