import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../framework/download.ts';
import { formatBytes } from '../../framework/format.ts';
import { Icon, Spinner } from '../../ui/icons.tsx';
import type { DownloadedFile } from './download.ts';
import { useFileDownload } from './use-file-download.ts';
import './files.css';

export interface FileDownloadProps {
  /** The stored file to fetch (a task's `resultDTO.fileId`). */
  fileId: string;
  /** Days files are kept (`/file/file-tips`), for the expired note. */
  keptDays?: number;
  /**
   * Extension point of the credits feature: rendered under a fetched file the server marked
   * `watermarked` (an unpaid result), e.g. the pay-to-remove-watermark control. It receives the
   * file and `reload`, which fetches the file again after a payment succeeded.
   */
  renderPayment?: (file: DownloadedFile, reload: () => void) => ReactNode;
  /** More about a fetched file under its row, e.g. page thumbnails. */
  children?: (file: DownloadedFile) => ReactNode;
}

/**
 * The file download-and-pay widget (spec sections 2 and 4): loading, chunk progress 'n / total',
 * then the file's name, size and a Download button; 'file expired' (997) or 'download file error'
 * with a retry. The pay part belongs to the credits feature, plugged in through `renderPayment`.
 */
export function FileDownload(props: FileDownloadProps) {
  const { t } = useTranslation();
  const { state, reload } = useFileDownload(props.fileId);

  if (state.phase === 'loading' || state.phase === 'progress') {
    const text =
      state.phase === 'progress'
        ? t('files.download.progress', { done: state.done, total: state.total })
        : t('files.download.loading');
    return (
      <div className="file-download card" aria-busy="true">
        <div className="file-download-row">
          <Spinner label={text} size={22} />
          <span aria-hidden="true">{text}</span>
        </div>
        {state.phase === 'progress' ? (
          <progress className="progress" max={state.total} value={state.done} aria-label={text} />
        ) : null}
      </div>
    );
  }
  if (state.phase === 'expired' || state.phase === 'error') {
    const expired = state.phase === 'expired';
    return (
      <div className="file-download card notice-error" role="alert">
        <div className="file-download-row">
          <Icon name="alert" />
          <span className="file-download-name">
            {expired ? t('files.download.expired') : t('files.download.error')}
          </span>
          {expired ? null : (
            <button type="button" className="btn btn-secondary" onClick={reload}>
              <Icon name="refresh" size={18} />
              <span>{t('files.download.retry')}</span>
            </button>
          )}
        </div>
        {expired && props.keptDays ? (
          <p className="muted">{t('files.download.expiredHint', { count: props.keptDays })}</p>
        ) : null}
      </div>
    );
  }
  const { file } = state;
  return (
    <div className="file-download card" data-testid="file-download">
      <div className="file-download-row">
        <Icon name={file.type === 'application/pdf' ? 'pdf' : 'file'} size={28} />
        <span className="file-download-meta">
          <span className="file-download-name" title={file.name}>
            {file.name}
          </span>
          <span className="muted">{formatBytes(file.size)}</span>
        </span>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => downloadBlob(file.blob, file.name)}
          aria-label={t('files.download.downloadNamed', { name: file.name })}
        >
          <Icon name="download" size={18} />
          <span>{t('files.download.download')}</span>
        </button>
      </div>
      {file.watermarked && props.renderPayment ? props.renderPayment(file, reload) : null}
      {props.children?.(file)}
    </div>
  );
}
