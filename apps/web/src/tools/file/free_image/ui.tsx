import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { FreeImagePhoto, FreeImageSearchAnswer } from '@toolbox/contracts';
import { call } from '../../../api/call.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon, Spinner } from '../../../ui/icons.tsx';
import './free-image.css';

type State =
  | { kind: 'loading'; q: string; page: number }
  | { kind: 'done'; q: string; answer: FreeImageSearchAnswer }
  | { kind: 'error'; q: string; page: number; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** free_image: search free photos (the operator's Pexels/Unsplash key, or the site's library), credit and download. */
export default function FreeImageTool() {
  const { t } = useToolTranslation();
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ kind: 'loading', q: '', page: 1 });

  const run = useCallback((q: string, page: number) => {
    setState({ kind: 'loading', q, page });
    call('freeImageSearch', { q, page }, { silent: true }).then(
      (answer) => setState({ kind: 'done', q, answer }),
      (error: unknown) => setState({ kind: 'error', q, page, message: messageOf(error) }),
    );
  }, []);

  useEffect(() => run('', 1), [run]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(input.trim(), 1);
  };

  const answer = state.kind === 'done' ? state.answer : null;
  return (
    <div className="stack free-image">
      <form className="card fimg-search" role="search" onSubmit={submit}>
        <label className="fimg-label" htmlFor="fimg-q">
          {t('search')}
        </label>
        <div className="fimg-row">
          <input
            id="fimg-q"
            className="input"
            type="search"
            value={input}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            <Icon name="search" />
            {t('submit')}
          </button>
        </div>
      </form>

      {state.kind === 'loading' && <Spinner label={t('loading')} />}
      {state.kind === 'error' && (
        <div className="notice" role="alert" data-testid="fimg-error">
          <Icon name="alert" />
          <span>{state.message}</span>
          <button type="button" className="btn btn-secondary" onClick={() => run(state.q, state.page)}>
            {t('retry')}
          </button>
        </div>
      )}
      {answer && (
        <>
          <p className="muted fimg-status" role="status" data-testid="fimg-count">
            {answer.total === 0
              ? state.q
                ? t('empty', { q: state.q })
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
                onClick={() => run(state.q, answer.page - 1)}
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
                onClick={() => run(state.q, answer.page + 1)}
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
