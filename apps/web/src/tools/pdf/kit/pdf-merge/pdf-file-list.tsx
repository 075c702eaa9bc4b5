import type { PointerEvent, RefObject } from 'react';
import { OrderedList } from '../../../../ui/ordered-list.tsx';
import type { MergeItem } from './file-list.ts';
import { FileRow } from './file-row.tsx';

/** The ordered rows of a merge-like tool, with the polite announcement of keyboard moves. */
export function PdfFileList(props: {
  items: MergeItem[];
  listRef: RefObject<HTMLOListElement | null>;
  dragging: number | null;
  busy: boolean;
  start: (index: number) => (event: PointerEvent) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
  announcement: string;
}) {
  const { items, listRef, dragging, busy, start, onMove, onRemove, announcement } = props;
  return (
    <OrderedList prefix="pdf-merge" listRef={listRef} announcement={announcement}>
      {items.map((item, index) => (
        <FileRow
          key={item.id}
          item={item}
          index={index}
          count={items.length}
          dragging={dragging === index}
          disabled={busy}
          onDragStart={start(index)}
          onMove={(delta) => onMove(index, delta)}
          onRemove={() => onRemove(item.id)}
        />
      ))}
    </OrderedList>
  );
}
