import { useDeferredValue, useMemo, useState } from 'react';
import { CONTINENTS, capitalLabel, searchCountries, type Continent } from '@toolbox/toolkit/geo-data';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SearchField, SelectField } from '../../../ui/field.tsx';
import { useDataLang } from './lang.ts';

/** The continent choices of the list and the quiz: '' is every continent. */
export const CONTINENT_FILTERS: ReadonlyArray<Continent | ''> = ['', ...CONTINENTS];

/** Search every country by name or capital, in either language, and filter by continent. */
export function Browse() {
  const { t } = useToolTranslation();
  const lang = useDataLang();
  const other = lang === 'zh' ? 'en' : 'zh';
  const [query, setQuery] = useState('');
  const [continent, setContinent] = useState<Continent | ''>('');
  const deferred = useDeferredValue(query);
  const results = useMemo(
    () => searchCountries(deferred, { continent: continent || null, lang }),
    [deferred, continent, lang],
  );

  return (
    <div className="cc-browse">
      <div className="cc-filters">
        <SearchField
          fieldClassName="cc-search"
          label={t('search')}
          value={query}
          placeholder={t('searchPlaceholder')}
          onChange={setQuery}
        />
        <SelectField
          label={t('continent')}
          value={continent}
          options={CONTINENT_FILTERS}
          labelOf={(c) => (c ? t(`continents.${c}`) : t('all'))}
          onChange={setContinent}
        />
      </div>
      <p className="muted cc-count" role="status" data-testid="cc-count">
        {results.length ? t('results', { count: results.length }) : t('noResults')}
      </p>
      <ul className="cc-list">
        {results.map((c) => (
          <li key={c.code} className="cc-item" data-testid="cc-item">
            <div className="cc-item-head">
              <h3>
                {c.name[lang]} <span className="muted">{c.name[other]}</span>
              </h3>
              <span className="cc-tag">{t(`continents.${c.continent}`)}</span>
            </div>
            <p className="cc-capital">
              <span className="muted">{t('capital')}</span> <strong>{capitalLabel(c, lang)}</strong>{' '}
              <span className="muted">{capitalLabel(c, other)}</span>
            </p>
            {c.note ? <p className="cc-note">{c.note[lang]}</p> : null}
            {c.unObserver && !c.note ? <p className="cc-note">{t('observer')}</p> : null}
          </li>
        ))}
      </ul>
      <p className="muted cc-source">{t('sourceNote')}</p>
    </div>
  );
}
