import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../framework/format.ts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { Icon } from '../../../../ui/icons.tsx';
import { OrderedRow } from '../../../../ui/ordered-list.tsx';
import { failureCode, type MergeItem } from './file-list.ts';

export interface FileRowProps {
  item: MergeItem;
  index: number;
  count: number;
  dragging: boolean;
  disabled: boolean;
  onDragStart: (event: PointerEvent) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One file of the merge list: drag handle, name, size and pages (or why it can't be used), move and remove. */
export function FileRow({ item, ...row }: FileRowProps) {
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const name = item.file.name;
  const failed = item.status === 'encrypted' || item.status === 'unreadable';
  return (
    <OrderedRow
      {...row}
      prefix="pdf-merge"
      testId="pdf-merge-row"
      dataId={item.id}
      state={failed ? 'is-failed' : undefined}
      name={name}
      lead={<Icon name="pdf" size={22} className="pdf-merge-icon" />}
      meta={
        <>
          <span className="pdf-merge-meta">
            {formatBytes(item.file.size)}
            {' · '}
            {item.status === 'reading' ? (
              <span className="muted">{t('reading')}</span>
            ) : item.status === 'ready' ? (
              <span data-testid="page-count">{t('pageCount', { count: item.pageCount ?? 0 })}</span>
            ) : (
              <span className="pdf-merge-bad">{t(item.status)}</span>
            )}
          </span>
          {failed ? (
            <span className="pdf-merge-reason" role="alert">
              {tRoot(`errors.${failureCode(item.status as 'encrypted' | 'unreadable')}`, { name })}
            </span>
          ) : null}
        </>
      }
      compactButtons
      removeClassName="pdf-merge-remove"
    />
  );
}
