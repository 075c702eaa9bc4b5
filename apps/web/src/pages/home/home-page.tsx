import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuncCategory } from '@toolbox/contracts';
import {
  categoriesResource,
  categoryName,
  functionsOf,
  functionsResource,
  nonEmptyCategories,
} from '../../queries/catalog-data.ts';
import { useDocumentTitle, useLocale } from '../../shell/hooks.ts';
import { Icon, Spinner } from '../../ui/icons.tsx';
import { ToolGrid } from './tool-grid.tsx';

const ALL = '__all__';

/** Home, "All tools" view: a tab per category (plus All) over the 3-column tool grid. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(null);
  const categories = categoriesResource.use();
  const functions = functionsResource.use();
  // The grid (hundreds of cards) is built from deferred copies of the lists: when they arrive, React
  // renders it in the background in short slices instead of one long task, the spinner staying meanwhile.
  const categoryList = useDeferredValue(categories.data);
  const functionList = useDeferredValue(functions.data);
  const [selected, setSelected] = useState(ALL);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const loading = (!categoryList && !categories.error) || (!functionList && !functions.error);
  const failed = categories.error ?? functions.error;

  const visible: FuncCategory[] =
    categoryList && functionList ? nonEmptyCategories(categoryList, functionList) : [];
  const tabs = [{ code: ALL, label: t('home.all') }].concat(
    visible.map((c) => ({ code: c.code, label: categoryName(c, locale) })),
  );
  const current = tabs.some((tab) => tab.code === selected) ? selected : ALL;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    setSelected(tab.code);
    tabRefs.current.get(tab.code)?.focus();
  };

  return (
    <div className="page home-page">
      <div className="page-head">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.subtitle')}</p>
      </div>

      {failed && !functionList ? (
        <div className="notice" role="alert">
          <Icon name="alert" />
          <span>{failed instanceof Error ? failed.message : t('errors.ERR_NETWORK')}</span>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              void categoriesResource.load(true).catch(() => {});
              void functionsResource.load(true).catch(() => {});
            }}
          >
            <Icon name="refresh" size={18} />
            {t('common.retry')}
          </button>
        </div>
      ) : loading ? (
        <div className="page-loading">
          <Spinner label={t('common.loading')} />
        </div>
      ) : visible.length === 0 ? (
        <p className="muted">{t('home.empty')}</p>
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label={t('home.tabs')}>
            {tabs.map((tab, index) => (
              <button
                key={tab.code}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.code, el);
                  else tabRefs.current.delete(tab.code);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.code}`}
                aria-selected={tab.code === current}
                aria-controls={`${baseId}-panel`}
                tabIndex={tab.code === current ? 0 : -1}
                className="tab"
                onClick={() => setSelected(tab.code)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div
            className="tab-panel"
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={`${baseId}-tab-${current}`}
          >
            {(current === ALL ? visible : visible.filter((c) => c.code === current)).map((category) => {
              const list = functionsOf(functionList ?? [], category.code);
              return (
                <section
                  key={category.code}
                  className="category-section"
                  aria-labelledby={`${baseId}-h-${category.code}`}
                >
                  <h2 id={`${baseId}-h-${category.code}`} className="category-title">
                    <span className="tool-icon" data-family={category.code} aria-hidden="true">
                      <Icon name={category.code} size={20} />
                    </span>
                    <span>{categoryName(category, locale)}</span>
                    <span className="count">{t('home.toolCount', { count: list.length })}</span>
                  </h2>
                  <ToolGrid tools={list} />
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
