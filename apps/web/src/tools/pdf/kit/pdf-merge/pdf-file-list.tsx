import { OrderedList } from '../../../../ui/ordered-list.tsx';
import { FileRow } from './file-row.tsx';
import type { usePdfList } from './use-pdf-list.ts';

/** The ordered rows of a merge-like tool (drag, ↑ ↓ and ✕), with the polite announcement of keyboard moves. */
export function PdfFileList(props: { list: ReturnType<typeof usePdfList>; busy: boolean }) {
  const { list, busy } = props;
  const { items } = list;
  return (
    <OrderedList prefix="pdf-merge" listRef={list.listRef} announcement={list.announcement}>
      {items.map((item, index) => (
        <FileRow
          key={item.id}
          item={item}
          index={index}
          count={items.length}
          dragging={list.dragging === index}
          disabled={busy}
          onDragStart={list.start(index)}
          onMove={(delta) => list.moveBy(index, delta)}
          onRemove={() => list.changeItems((current) => current.filter((other) => other.id !== item.id))}
        />
      ))}
    </OrderedList>
  );
}
