import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../framework/format.ts';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { Icon } from '../../ui/icons.tsx';
import { MoveButtons } from '../../ui/move-buttons.tsx';
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
export function FileRow({
  item,
  index,
  count,
  dragging,
  disabled,
  onDragStart,
  onMove,
  onRemove,
}: FileRowProps) {
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const name = item.file.name;
  const failed = item.status === 'encrypted' || item.status === 'unreadable';
  return (
    <li
      className={`pdf-merge-row${dragging ? ' is-dragging' : ''}${failed ? ' is-failed' : ''}`}
      data-id={item.id}
      data-testid="pdf-merge-row"
    >
      <span
        className="pdf-merge-handle"
        onPointerDown={disabled ? undefined : onDragStart}
        title={t('drag', { name })}
        aria-hidden="true"
      >
        ⠿
      </span>
      <span className="pdf-merge-index" aria-hidden="true">
        {index + 1}
      </span>
      <Icon name="pdf" size={22} className="pdf-merge-icon" />
      <span className="pdf-merge-info">
        <span className="pdf-merge-name" title={name}>
          {name}
        </span>
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
      </span>
      <MoveButtons
        className="pdf-merge-buttons"
        index={index}
        count={count}
        disabled={disabled}
        labels={{ up: t('moveUp', { name }), down: t('moveDown', { name }), remove: t('remove', { name }) }}
        onMove={onMove}
        onRemove={onRemove}
        removeClassName="pdf-merge-remove"
      />
    </li>
  );
}
