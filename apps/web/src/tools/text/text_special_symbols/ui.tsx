import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../framework/clipboard.ts';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { SYMBOL_CATEGORIES, searchSymbols, type SymbolEntry } from '@toolbox/toolkit/textcode';
import { loadRecent, pushRecent, saveRecent } from './recent.ts';
import './symbols.css';

const BY_CHAR = new Map(SYMBOL_CATEGORIES.flatMap((c) => c.symbols).map((s) => [s.char, s]));

export default function SpecialSymbolsTool() {
  const { t, i18n } = useToolTranslation();
  const common = useTranslation().t;
  const zh = i18n.language.startsWith('zh');
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(loadRecent);
  const [category, setCategory] = useState(() => (loadRecent().length ? 'recent' : SYMBOL_CATEGORIES[0]!.id));
  const [picks, setPicks] = useState('');
  const deferred = useDeferredValue(query);

  // Category names in both languages count as search words ("希腊" and "greek" both find Greek).
  const categoryNames = useMemo(() => {
    const names: Record<string, string> = {};
    for (const { id } of SYMBOL_CATEGORIES)
      names[id] =
        `${i18n.getFixedT('zh-CN')(`tools.text_special_symbols.categories.${id}`)} ${i18n.getFixedT('en')(`tools.text_special_symbols.categories.${id}`)}`;
    return names;
  }, [i18n]);
  const searching = deferred.trim() !== '';
  const symbols: SymbolEntry[] = searching
    ? searchSymbols(deferred, categoryNames)
    : category === 'recent'
      ? recent.map((c) => BY_CHAR.get(c) ?? { char: c, en: c, zh: c, category: 'recent' })
      : (SYMBOL_CATEGORIES.find((c) => c.id === category)?.symbols ?? []);

  const pick = async (symbol: SymbolEntry) => {
    setRecent((list) => pushRecent(list, symbol.char));
    setPicks((p) => p + symbol.char);
    if (await copyText(symbol.char)) toast.success(t('copied', { symbol: symbol.char }));
    else toast.warning(common('errors.copy_failed'));
  };
  const tabs = [...(recent.length ? ['recent'] : []), ...SYMBOL_CATEGORIES.map((c) => c.id)];

  return (
    <div className="symbols-tool stack">
      <InputField
        label={t('search')}
        type="search"
        value={query}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {searching ? null : (
        <div className="sy-tabs" role="tablist" aria-label={t('category')}>
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={category === id}
              className={`sy-tab${category === id ? ' is-active' : ''}`}
              onClick={() => setCategory(id)}
            >
              {t(`categories.${id}`)}
            </button>
          ))}
        </div>
      )}
      <p className="muted sy-hint" role="status" data-testid="symbol-status">
        {searching
          ? symbols.length
            ? t('results', { count: symbols.length })
            : t('noResults', { query: deferred.trim() })
          : t('clickToCopy')}
      </p>
      <div className="sy-grid" data-testid="symbol-grid">
        {symbols.map((s) => {
          const name = zh ? s.zh : s.en;
          return (
            <button
              key={`${s.category}-${s.char}`}
              type="button"
              className="sy-item"
              title={`${s.char}  ${name}  U+${s.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`}
              aria-label={`${s.char} ${name}`}
              onClick={() => void pick(s)}
            >
              <span className="sy-char">{s.char}</span>
              <span className="sy-name">{name}</span>
            </button>
          );
        })}
      </div>
      {category === 'recent' && !searching && recent.length ? (
        <div className="row">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              saveRecent([]);
              setRecent([]);
              setCategory(SYMBOL_CATEGORIES[0]!.id);
            }}
          >
            {t('clearRecent')}
          </button>
        </div>
      ) : null}
      <div className="card sy-picks">
        <InputField
          label={t('picks')}
          type="text"
          value={picks}
          placeholder={t('picksPlaceholder')}
          onChange={(e) => setPicks(e.target.value)}
          data-testid="symbol-picks"
        />
        <div className="row">
          <CopyButton text={() => picks} disabled={!picks} />
          <button type="button" className="btn btn-ghost" onClick={() => setPicks('')} disabled={!picks}>
            {t('clearPicks')}
          </button>
        </div>
      </div>
    </div>
  );
}
