import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Favourite } from '@toolbox/contracts';
import { funcName } from '../../queries/catalog-data.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { toast } from '../../ui/toast-store.ts';
import { useDragReorder } from '../../ui/use-drag-reorder.ts';
import { Dialog } from '../auth/dialog.tsx';
import { ToolIcon } from '../tool-icons/tool-icon.tsx';
import { saveFavouriteOrder } from './favourites-store.ts';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The Sort dialog of the Favourites view (500 px, the full width on phones): drag a row by its
 * handle, or focus the handle and press ↑/↓, or use the row's buttons; Save sends the order
 * (orderNumber 1..n). Closing without saving keeps the old order.
 */
export function SortDialog({ items, onClose }: { items: readonly Favourite[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [order, setOrder] = useState(() => items.map((f) => f.funcCode));
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const focusCode = useRef<string | null>(null);
  const byCode = new Map(items.map((f) => [f.funcCode, f]));
  const nameOf = (code: string) => {
    const func = byCode.get(code);
    return func ? funcName(func, locale) : code;
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const code = order[from]!;
    setOrder((list) => moved(list, from, to));
    setAnnouncement(t('favourites.moved', { name: nameOf(code), place: to + 1, count: order.length }));
  };
  const { dragging, start } = useDragReorder(listRef, move);

  // After a keyboard move the row is re-rendered elsewhere: its handle gets the focus back.
  useEffect(() => {
    if (!focusCode.current) return;
    listRef.current?.querySelector<HTMLElement>(`[data-code="${focusCode.current}"] .sort-handle`)?.focus();
    focusCode.current = null;
  }, [order]);

  const moveByKey = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!delta) return;
    event.preventDefault();
    focusCode.current = order[index]!;
    move(index, index + delta);
  };

  const save = async () => {
    setSaving(true);
    const ok = await saveFavouriteOrder(order);
    setSaving(false);
    if (!ok) return;
    toast.success(t('favourites.saved'));
    onClose();
  };

  return (
    <Dialog
      open
      title={t('favourites.sortTitle')}
      onClose={onClose}
      className="sort-dialog"
      testId="sort-dialog"
    >
      <p className="muted sort-hint">{t('favourites.sortHint')}</p>
      <ol className="sort-list" ref={listRef}>
        {order.map((code, index) => {
          const func = byCode.get(code);
          const name = nameOf(code);
          return (
            <li
              key={code}
              className={`sort-row${dragging === index ? ' is-dragging' : ''}`}
              data-code={code}
              data-testid="sort-row"
            >
              <button
                type="button"
                className="sort-handle"
                aria-label={t('favourites.handle', { name, place: index + 1, count: order.length })}
                title={t('favourites.sortHint')}
                onPointerDown={saving ? undefined : start(index)}
                onKeyDown={(event) => moveByKey(event, index)}
                disabled={saving}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              <span className="sort-place" aria-hidden="true">
                {index + 1}
              </span>
              {func ? (
                <ToolIcon code={func.code} family={func.categoryCode} size={18} className="sort-icon" />
              ) : null}
              <span className="sort-name">{name}</span>
              <span className="sort-buttons">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('favourites.moveUp', { name })}
                  title={t('favourites.moveUp', { name })}
                  disabled={saving || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('favourites.moveDown', { name })}
                  title={t('favourites.moveDown', { name })}
                  disabled={saving || index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="auth-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving}>
          {t('favourites.save')}
        </button>
      </div>
    </Dialog>
  );
}
