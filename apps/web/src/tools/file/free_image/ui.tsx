import { useCallback, useEffect, useState } from 'react';
import type { FreeImagePhoto } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon, Spinner } from '../../../ui/icons.tsx';
import { messageOf, RetryNotice, SearchForm, usePagedSearch } from '../../../ui/search.tsx';
import './free-image.css';

/** free_image: search free photos (the operator's Pexels/Unsplash key, or the site's library), credit and download. */
export default function FreeImageTool() {
  const { t } = useToolTranslation();
  const search = useCallback(
    (q: string, page: number) => call('freeImageSearch', { q, page }, { silent: true }),
    [],
  );
  const { state, run } = usePagedSearch(search, { kind: 'loading', q: '', page: 1 });

  useEffect(() => run('', 1), [run]);

  const answer = state.kind === 'done' ? state.answer : null;
  const q = state.kind === 'idle' ? '' : state.q;
  return (
    <div className="stack free-image">
      <SearchForm
        id="fimg-q"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        submit={t('submit')}
        onSearch={(q) => run(q, 1)}
      />

      {state.kind === 'loading' && <Spinner label={t('loading')} />}
      {state.kind === 'error' && (
        <RetryNotice
          message={state.message}
          retry={t('retry')}
          onRetry={() => run(state.q, state.page)}
          testId="fimg-error"
        />
      )}
      {answer && (
        <>
          <p className="muted fimg-status" role="status" data-testid="fimg-count">
            {answer.total === 0
              ? q
                ? t('empty', { q: q })
                : t('emptyAll')
              : t('found', { count: answer.total })}
          </p>
          <ul className="fimg-grid" data-testid="fimg-grid">
            {answer.photos.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} />
            ))}
          </ul>
          {answer.totalPages > 1 && (
            <nav
              className="fimg-pages"
              aria-label={t('page', { page: answer.page, pages: answer.totalPages })}
            >
              <button
                type="button"
                className="btn btn-secondary"
                disabled={answer.page <= 1}
                onClick={() => run(q, answer.page - 1)}
              >
                {t('previous')}
              </button>
              <span data-testid="fimg-page">
                {t('page', { page: answer.page, pages: answer.totalPages })}
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={answer.page >= answer.totalPages}
                onClick={() => run(q, answer.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
          <p className="muted fimg-source">{t(`from_${answer.source}`)}</p>
        </>
      )}
    </div>
  );
}

function PhotoCard({ photo }: { photo: FreeImagePhoto }) {
  const { t } = useToolTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const download = () => {
    setBusy(true);
    setError('');
    call('freeImageDownload', { id: photo.id }, { silent: true }).then(
      ({ url, fileName }) => {
        setBusy(false);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
      },
      (err: unknown) => {
        setBusy(false);
        setError(messageOf(err));
      },
    );
  };

  const link = (href: string, text: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    );
  return (
    <li className="card fimg-card" data-testid="fimg-photo">
      <img
        className="fimg-img"
        src={photo.preview}
        alt={photo.title}
        loading="lazy"
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
      />
      {photo.title && <p className="fimg-title">{photo.title}</p>}
      <p className="fimg-credit">
        {t('by')}
        {link(photo.authorUrl, photo.author)}
      </p>
      <p className="fimg-credit muted">
        {t('licence')}
        {link(photo.licenceUrl, photo.licence)}
        {photo.sourceUrl && <> · {link(photo.sourceUrl, t('source'))}</>}
      </p>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={download}>
        <Icon name="download" />
        {busy ? t('downloading') : t('download')}
      </button>
      {error && (
        <p className="fimg-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
