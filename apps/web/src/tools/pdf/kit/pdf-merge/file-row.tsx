import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../framework/format.ts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { PdfFileThumb } from '../../../../features/pdf/pdf-thumb.tsx';
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

const THUMB_WIDTH = 32;

/** One file of the merge list: drag handle, name, size and pages (or why it can't be used), move and remove. */
export function FileRow({ item, ...row }: FileRowProps) {
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const name = item.file.name;
  const failed = item.status === 'encrypted' || item.status === 'unreadable';
  const icon = <Icon name="pdf" size={22} className="pdf-merge-icon" />;
  return (
    <OrderedRow
      {...row}
      prefix="pdf-merge"
      testId="pdf-merge-row"
      dataId={item.id}
      state={failed ? 'is-failed' : undefined}
      name={name}
      lead={
        item.status === 'ready' ? (
          <PdfFileThumb file={item.file} width={THUMB_WIDTH} className="pdf-merge-thumb" fallback={icon} />
        ) : (
          icon
        )
      }
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
