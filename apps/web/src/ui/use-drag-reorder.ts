import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

/** Distance from the window's top or bottom edge where dragging scrolls the page. */
const EDGE_PX = 56;

/**
 * Where the dragged row belongs: the number of other rows whose middle is above the pointer.
 * Exported for tests; `middles` are the vertical centres of the rows in list order.
 */
export function dropIndex(middles: readonly number[], dragged: number, pointerY: number): number {
  let index = 0;
  middles.forEach((middle, i) => {
    if (i !== dragged && pointerY > middle) index++;
  });
  return index;
}

/**
 * Reorders a list by dragging a handle, with pointer events so mouse, pen and touch all work (HTML
 * drag and drop does not fire for touch on most phones). Listens on the window rather than capturing
 * the pointer: React moves row elements while reordering, and a moved element loses its capture.
 */
export function useDragReorder(
  listRef: RefObject<HTMLElement | null>,
  move: (from: number, to: number) => void,
) {
  const [dragging, setDragging] = useState<number | null>(null);
  const moveRef = useRef(move);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    moveRef.current = move;
  });
  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    (index: number) => (event: ReactPointerEvent) => {
      if (event.button !== 0 || !listRef.current) return;
      event.preventDefault(); // no text selection, no scrolling from the handle
      let current = index;
      let pointerY = event.clientY;
      const dragged = listRef.current.children[index];
      setDragging(index);
      // Places the row by the pointer, reading the rows' places from the page. Until React has
      // drawn the last move, those places are stale (a slow phone, a busy machine): wait for it.
      const place = (): boolean => {
        const rows = Array.from(listRef.current?.children ?? []);
        if (rows.indexOf(dragged!) !== current) return false;
        const middles = rows.map((row) => {
          const box = row.getBoundingClientRect();
          return box.top + box.height / 2;
        });
        const target = dropIndex(middles, current, pointerY);
        if (target !== current) {
          moveRef.current(current, target);
          current = target;
          setDragging(target);
        }
        return true;
      };
      const onMove = (e: PointerEvent) => {
        pointerY = e.clientY;
        place();
        if (e.clientY < EDGE_PX) window.scrollBy(0, -12);
        else if (e.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, 12);
      };
      const stop = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', stop);
        window.removeEventListener('pointercancel', stop);
        stopRef.current = null;
        setDragging(null);
        // The last position counts even when it came while a move was still being drawn.
        let frames = 10;
        const settle = () => {
          if (!place() && frames-- > 0) requestAnimationFrame(settle);
        };
        settle();
      };
      stopRef.current?.();
      stopRef.current = stop;
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', stop);
      window.addEventListener('pointercancel', stop);
    },
    [listRef],
  );

  return { dragging, start };
}
