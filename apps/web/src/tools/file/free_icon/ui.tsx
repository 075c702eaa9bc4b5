import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SearchField } from '../../../ui/field.tsx';
import { IconDetail } from './icon-detail.tsx';
import { IconGlyph } from './icon-glyph.tsx';
import { searchIcons } from './icon-search.ts';
import { loadIconSet, loadLicense, type IconSet } from './icon-set.ts';
import './free-icon.css';

const PAGE = 180;

export default function FreeIconTool() {
  const { t } = useToolTranslation();
  const [set, setSet] = useState<IconSet | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<string | null>(null);
  const [license, setLicense] = useState('');
  const deferred = useDeferredValue(query);
  const countId = useId();

  useEffect(() => {
    let live = true;
    loadIconSet().then(
      (s) => live && setSet(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const results = useMemo(() => (set ? searchIcons(set.index, deferred) : []), [set, deferred]);
  useEffect(() => setShown(PAGE), [deferred]);

  return (
    <div className="stack free-icon">
      <div className="card stack">
        <SearchField
          label={t('search')}
          value={query}
          placeholder={t('searchPlaceholder')}
          aria-describedby={countId}
          onChange={setQuery}
        />
        <p id={countId} className="muted fi-count" role="status" data-testid="icon-count">
          {failed ? t('loadFailed') : set ? t('count', { count: results.length }) : t('loading')}
        </p>
      </div>
      {set && selected && set.nodes[selected] ? (
        <IconDetail
          key={selected}
          name={selected}
          nodes={set.nodes[selected]}
          tags={set.index[selected] ?? []}
        />
      ) : (
        <p className="muted">{t('pickOne')}</p>
      )}
      {set ? (
        results.length ? (
          <ul className="fi-grid" aria-label={t('gridLabel')}>
            {results.slice(0, shown).map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={`fi-cell${selected === name ? ' is-selected' : ''}`}
                  aria-pressed={selected === name}
                  title={name}
                  onClick={() => setSelected(name)}
                >
                  <IconGlyph nodes={set.nodes[name]!} size={28} />
                  <span className="fi-cell-name">{name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noResults')}</p>
        )
      ) : null}
      {results.length > shown ? (
        <button type="button" className="btn btn-secondary fi-more" onClick={() => setShown((n) => n + PAGE)}>
          {t('showMore')}
        </button>
      ) : null}
      <details
        className="fi-license"
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open && !license) void loadLicense().then(setLicense);
        }}
      >
        <summary>{t('license', { count: set ? Object.keys(set.index).length : 0 })}</summary>
        <pre>{license}</pre>
      </details>
    </div>
  );
}
