import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Func, FuncCategory } from '@toolbox/contracts';
import { categoryName, functionsOf } from '../../queries/catalog-data.ts';
import { useLocale } from '../../shell/hooks.ts';
import { Icon } from '../../ui/icons.tsx';
import { ToolGrid } from './tool-grid.tsx';

const ALL = '__all__';

/**
 * Categories of the All view in the first commit; the others follow one commit each. Drawing the
 * whole grid at once (over a hundred cards) held a phone's main thread for about half a second;
 * in steps each commit stays short and the page answers taps in between. The first categories
 * fill more than a phone's or a laptop's first screen.
 */
const FIRST_CATEGORIES = 2;

/** How many of `total` categories are drawn: FIRST_CATEGORIES at first, then one more a task. */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CATEGORIES);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/** Home, "All tools" view: a tab per category (plus All) over the 3-column tool grid. */
export function AllToolsView({
  categories,
  functions,
}: {
  categories: readonly FuncCategory[];
  functions: readonly Func[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [selected, setSelected] = useState(ALL);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabs = [{ code: ALL, label: t('home.all') }].concat(
    categories.map((c) => ({ code: c.code, label: categoryName(c, locale) })),
  );
  const current = tabs.some((tab) => tab.code === selected) ? selected : ALL;
  const drawn = useDrawnCount(categories.length);

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
        {(current === ALL ? categories.slice(0, drawn) : categories.filter((c) => c.code === current)).map(
          (category) => {
            const list = functionsOf(functions, category.code);
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
          },
        )}
      </div>
    </>
  );
}
