import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Func } from '@toolbox/contracts';
import {
  funcDescription,
  funcName,
  functionsResource,
  loadFuncSearch,
  type FuncSearch,
} from '../queries/catalog-data.ts';
import { ToolIcon } from '../features/tool-icons/tool-icon.tsx';
import { Icon } from '../ui/icons.tsx';
import { useIsMobile, useLocale } from './hooks.ts';
import { opensInNewTab, toolPath } from './open-tool.ts';

/** Tool search debounce of the spec (section 9). */
export const SEARCH_DEBOUNCE_MS = 200;
const MAX_RESULTS = 8;

/** The spec's search text rule before matching: trimmed, whitespace runs collapsed. */
export function cleanSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The top-bar tool search: an ARIA combobox whose listbox shows the listed tools ranked by the
 * catalog's `searchTools`. Arrows move, Enter opens, Escape closes (then clears). No match shows
 * what to try instead. On narrow phones the field folds into a search button that opens it over
 * the whole top bar (CSS decides when; `overlay` is whether it is open).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wanted, setWanted] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const boxId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const { data } = functionsResource.use(wanted);
  const [search, setSearch] = useState<{ run: FuncSearch } | null>(null);

  useEffect(() => {
    if (!wanted || search) return;
    let live = true;
    loadFuncSearch().then(
      (run) => live && setSearch({ run }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, search]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(cleanSearchText(text));
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results: Func[] = useMemo(() => {
    if (!query || !data || !search) return [];
    return search.run(data, query).slice(0, MAX_RESULTS);
  }, [data, query, search]);

  const showList = open && query !== '' && data !== undefined && search !== null;

  // The phone overlay takes the focus when it opens.
  useEffect(() => {
    if (overlay) inputRef.current?.focus();
  }, [overlay]);

  const closeOverlay = (refocus: boolean) => {
    setOverlay(false);
    setOpen(false);
    if (refocus) openerRef.current?.focus();
  };

  const openTool = (func: Func) => {
    setOpen(false);
    setOverlay(false);
    if (opensInNewTab(isMobile)) {
      window.open(toolPath(func.code), '_blank', 'noopener');
    } else {
      setText('');
      setQuery('');
      inputRef.current?.blur();
      void navigate(toolPath(func.code));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length + (i < 0 && step < 0 ? 1 : 0)) % results.length);
    } else if (event.key === 'Enter') {
      const target = results[active] ?? (showList ? results[0] : undefined);
      if (target) {
        event.preventDefault();
        openTool(target);
      }
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      } else if (overlay) {
        event.preventDefault();
        closeOverlay(true);
      }
    }
  };

  const activeId = active >= 0 && showList ? `${listId}-opt-${active}` : undefined;

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="icon-button search-opener"
        aria-label={t('search.label')}
        aria-expanded={overlay}
        aria-controls={boxId}
        onClick={() => {
          setWanted(true);
          setOverlay(true);
        }}
      >
        <Icon name="search" size={22} />
      </button>
      <div
        id={boxId}
        className={overlay ? 'search-box is-overlay' : 'search-box'}
        role="search"
        onBlur={(event) => {
          // Focus moving within the box (to the empty state's link, the close button) keeps it open.
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setOpen(false);
          setOverlay(false);
        }}
      >
        <Icon name="search" size={18} className="search-icon" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder={isMobile ? t('search.placeholderShort') : t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setWanted(true);
          }}
          onFocus={() => {
            setWanted(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="search-results"
          hidden={!showList || results.length === 0}
        >
          {showList
            ? results.map((func, index) => (
                <li
                  key={func.code}
                  id={`${listId}-opt-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'search-option is-active' : 'search-option'}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => openTool(func)}
                >
                  <ToolIcon
                    code={func.code}
                    family={func.categoryCode}
                    size={18}
                    className="search-option-icon"
                  />
                  <span className="search-option-text">
                    <span className="search-option-name">{funcName(func, locale)}</span>
                    <span className="search-option-desc">{funcDescription(func, locale)}</span>
                  </span>
                </li>
              ))
            : null}
        </ul>
        {showList && results.length === 0 ? (
          <SearchEmpty
            query={query}
            onBrowse={() => {
              setText('');
              setQuery('');
              closeOverlay(false);
            }}
          />
        ) : null}
        <button
          type="button"
          className="icon-button search-closer"
          aria-label={t('search.close')}
          onClick={() => {
            setText('');
            setQuery('');
            closeOverlay(true);
          }}
        >
          <Icon name="close" size={22} />
        </button>
      </div>
    </>
  );
}

/** No tool matches: say so, suggest what to type instead, and offer the whole catalogue by category. */
function SearchEmpty({ query, onBrowse }: { query: string; onBrowse: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="search-results search-empty" role="status" data-testid="search-empty">
      <p className="search-empty-title">{t('search.noResults', { text: query })}</p>
      <p>{t('search.noResultsHint')}</p>
      <Link
        to="/"
        className="search-empty-link"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onBrowse}
      >
        <Icon name="grid" size={16} />
        {t('search.browseAll')}
      </Link>
    </div>
  );
}
