import type { ReactNode } from 'react';
import { OrderedList, OrderedRow } from '../ui/ordered-list.tsx';
import { useToolTranslation } from './tool-context.ts';
import type { useFileList } from './tool-template.tsx';

type FileItem = { id: string; file: File };

/**
 * The files a merging tool joins, in their order: a head with the count and Clear, then a row per
 * file to drag, move with ↑ ↓ or remove. Nothing while the list is empty. Strings: the tool's
 * `count` (plural), `clear`, and the row texts of {@link OrderedRow}. `prefix` names the tool's
 * classes (`<prefix>-head`, `<prefix>-row`, beside the shared `ordered-*`) and its rows' test id.
 */
export function FileOrderList<Item extends FileItem>(props: {
  prefix: string;
  list: ReturnType<typeof useFileList<Item>>;
  busy: boolean;
  /** Before the name: an icon or a thumbnail. */
  lead: (item: Item) => ReactNode;
  /** Under the name: size, length, problems. */
  meta: (item: Item) => ReactNode;
}) {
  const { t } = useToolTranslation();
  const { prefix, list, busy } = props;
  const { items, changeItems } = list;
  if (items.length === 0) return null;
  return (
    <section className="stack" aria-label={t('count', { count: items.length })}>
      <div className={`ordered-head ${prefix}-head`}>
        <strong>{t('count', { count: items.length })}</strong>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => changeItems(() => [])}
        >
          {t('clear')}
        </button>
      </div>
      <OrderedList prefix={prefix} listRef={list.listRef} announcement={list.announcement}>
        {items.map((item, index) => (
          <OrderedRow
            key={item.id}
            prefix={prefix}
            testId={`${prefix}-row`}
            dataId={item.id}
            index={index}
            count={items.length}
            dragging={list.dragging === index}
            disabled={busy}
            name={item.file.name}
            lead={props.lead(item)}
            meta={props.meta(item)}
            onDragStart={list.start(index)}
            onMove={(delta) => list.moveBy(index, delta)}
            onRemove={() => changeItems((current) => current.filter((i) => i.id !== item.id))}
          />
        ))}
      </OrderedList>
    </section>
  );
}
