import { fileSearchKeyword, type FileSearchItem, type FileSearchResult } from '@toolbox/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bridgeCall, BridgeFailure } from '../../features/desktop/bridge.ts';
import { NameHtml } from '../../features/desktop/name-html.tsx';
import { toast } from '../../ui/toast-store.ts';

/** File-search input debounce (spec §9). */
export const FILE_SEARCH_DEBOUNCE_MS = 500;

/** A bridge failure as the spec's warning: title, then content when there is one. */
export function warnBridge(error: unknown): void {
  if (error instanceof BridgeFailure)
    toast.warning(error.content ? `${error.title}: ${error.content}` : error.title);
  else toast.warning(String(error));
}

/**
 * File search over the agent's name index: enabled on first focus (with a confirm), 500 ms after the
 * last key a query of comma-joined words, 100 results a page with load-more, and per result open,
 * open folder and copy path.
 */
export function FileSearchPanel() {
  const { t, i18n } = useTranslation();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [indexing, setIndexing] = useState(false);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<FileSearchItem[]>([]);
  const [page, setPage] = useState<FileSearchResult | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const asked = useRef(false);
  const enabledAnswer = useRef<Promise<boolean | null>>(Promise.resolve(null));

  useEffect(() => {
    enabledAnswer.current = bridgeCall<{ enable: boolean }>('file-search:enable-query').then(
      (r) => {
        setEnabled(r.enable);
        return r.enable;
      },
      (error: unknown) => {
        warnBridge(error);
        return null;
      },
    );
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(fileSearchKeyword(text)), FILE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!enabled || indexing || !keyword) {
      setItems([]);
      setPage(null);
      return;
    }
    let live = true;
    bridgeCall<FileSearchResult>('file-search:query', { keyword, pageNum: 1 })
      .then((r) => {
        if (!live) return;
        setItems(r.fileSearchDTOS);
        setPage(r);
      })
      .catch(warnBridge);
    return () => {
      live = false;
    };
  }, [keyword, enabled, indexing]);

  const waitForIndex = async () => {
    setIndexing(true);
    try {
      await bridgeCall('file-search:wait-index');
    } catch (error) {
      warnBridge(error);
    } finally {
      setIndexing(false);
    }
  };

  const onFocus = async () => {
    if (asked.current) return;
    // A focus before the agent said whether search is on (it may be busy loading its engines).
    if ((enabled ?? (await enabledAnswer.current)) !== false || asked.current) return;
    asked.current = true;
    if (!window.confirm(t('desktop.search.enableConfirm'))) return;
    try {
      await bridgeCall('file-search:enable-set', { enable: true });
      setEnabled(true);
      toast.success(t('desktop.search.enabled'));
      await waitForIndex();
    } catch (error) {
      warnBridge(error);
    }
  };

  const loadMore = async () => {
    if (!page) return;
    try {
      const next = await bridgeCall<FileSearchResult>('file-search:query', {
        keyword,
        pageNum: page.pageNum + 1,
      });
      setItems((list) => [...list, ...next.fileSearchDTOS]);
      setPage(next);
    } catch (error) {
      warnBridge(error);
    }
  };

  const act = (type: 'open' | 'folder', path: string) =>
    bridgeCall('file:open', { path, folder: type === 'folder' }).catch(warnBridge);
  const copy = async (path: string) => {
    try {
      await navigator.clipboard.writeText(path);
      toast.success(t('desktop.search.copied'));
    } catch {
      toast.warning(t('desktop.search.copyFailed'));
    }
  };

  const index = async (forceReIndex: boolean) => {
    setIndexing(true);
    try {
      await bridgeCall('file-search:index', { forceReIndex });
      toast.success(t('desktop.search.refreshed'));
    } catch (error) {
      warnBridge(error);
    } finally {
      setIndexing(false);
    }
  };
  const setEnable = async (enable: boolean) => {
    try {
      await bridgeCall('file-search:enable-set', { enable });
      setEnabled(enable);
      if (enable) await waitForIndex();
    } catch (error) {
      warnBridge(error);
    }
  };

  return (
    <div className="desktop-search">
      <div className="desktop-search-bar">
        <label className="visually-hidden" htmlFor="desktop-file-search">
          {t('desktop.search.label')}
        </label>
        <input
          id="desktop-file-search"
          type="search"
          className="input"
          placeholder={t('desktop.search.placeholder')}
          value={text}
          onFocus={() => void onFocus()}
          onChange={(e) => setText(e.target.value)}
          data-testid="desktop-file-search"
        />
        <button type="button" className="btn btn-secondary" onClick={() => setSettingsOpen((o) => !o)}>
          {t('desktop.search.settings')}
        </button>
      </div>
      {settingsOpen && (
        <div className="card desktop-search-settings" data-testid="desktop-search-settings">
          <label>
            <input
              type="checkbox"
              checked={enabled === true}
              onChange={(e) => void setEnable(e.target.checked)}
            />{' '}
            {t('desktop.search.enable')}
          </label>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void index(false)}
            disabled={!enabled}
          >
            {t('desktop.search.refresh')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void index(true)}
            disabled={!enabled}
          >
            {t('desktop.search.rebuild')}
          </button>
        </div>
      )}
      {indexing && <p role="status">{t('desktop.search.indexing')}</p>}
      {page && (
        <p className="desktop-search-count" data-testid="desktop-indexed">
          {t('desktop.search.indexed', {
            count: page.indexed,
            n: page.indexed.toLocaleString(i18n.language),
          })}
        </p>
      )}
      {page && items.length === 0 && <p>{t('desktop.search.noResults', { text: keyword })}</p>}
      <ul className="desktop-results" data-testid="desktop-results">
        {items.map((item) => (
          <li key={item.path} className="desktop-result">
            <span className="desktop-result-name">
              <NameHtml html={item.nameHtml} />
            </span>
            <span className="desktop-result-path">{item.path}</span>
            <span className="desktop-result-actions">
              <button type="button" className="btn btn-link" onClick={() => void act('open', item.path)}>
                {t('desktop.search.open')}
              </button>
              <button type="button" className="btn btn-link" onClick={() => void act('folder', item.path)}>
                {t('desktop.search.openFolder')}
              </button>
              <button type="button" className="btn btn-link" onClick={() => void copy(item.path)}>
                {t('desktop.search.copy')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {page?.hasMore && (
        <button type="button" className="btn btn-secondary" onClick={() => void loadMore()}>
          {t('desktop.search.loadMore')}
        </button>
      )}
    </div>
  );
}
