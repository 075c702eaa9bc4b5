import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';

/** Previous / next with 'Page n of m'; hidden when everything fits on one page. */
export function Pager(props: { pageNum: number; totalPage: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const { pageNum, totalPage, onChange } = props;
  if (totalPage <= 1) return null;
  return (
    <nav className="history-pager" aria-label={t('files.history.pager')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={pageNum <= 1}
        onClick={() => onChange(pageNum - 1)}
      >
        {t('files.history.previous')}
      </button>
      <span aria-live="polite">{t('files.history.page', { page: pageNum, total: totalPage })}</span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={pageNum >= totalPage}
        onClick={() => onChange(pageNum + 1)}
      >
        {t('files.history.next')}
      </button>
    </nav>
  );
}

/** The refresh button of a history page; toasts the spec's 'refreshed' when the list is in. */
export function RefreshButton(props: { onRefresh: () => Promise<void>; busy: boolean }) {
  const { t } = useTranslation();
  const refresh = async () => {
    await props.onRefresh();
    toast.success(t('files.history.refreshed'));
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={() => void refresh()} disabled={props.busy}>
      <Icon name="refresh" size={18} />
      <span>{t('files.history.refresh')}</span>
    </button>
  );
}

/** A record's time (epoch ms or ISO text) in the reader's language and time zone. */
export function formatTime(time: number | string, language: string): string {
  return new Date(time).toLocaleString(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
