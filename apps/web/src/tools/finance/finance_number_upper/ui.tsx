import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { numberToChinese } from '@toolbox/toolkit/finance/chinese-upper.ts';
import '../kit/finance-upper/finance-upper.css';

const EXAMPLES = ['1234.5', '100010000', '-0.05', '2024'];
const READINGS = ['upper', 'lower', 'digits'] as const;

export default function NumberUpperTool() {
  const { t } = useToolTranslation();
  const [value, setValue] = useState('');
  const ids = { input: useId(), hint: useId(), title: useId() };
  const outcome = useMemo(() => {
    if (!value.trim()) return { readings: null, error: null };
    try {
      return { readings: numberToChinese(value), error: null };
    } catch (error) {
      return { readings: null, error };
    }
  }, [value]);

  return (
    <div className="fin-upper stack">
      <div className="card stack">
        <div className="field">
          <label htmlFor={ids.input}>{t('number')}</label>
          <input
            id={ids.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="fin-input"
            value={value}
            placeholder={t('placeholder')}
            aria-invalid={outcome.error ? true : undefined}
            aria-describedby={ids.hint}
            onChange={(event) => setValue(event.target.value)}
          />
          <span id={ids.hint} className="field-hint">
            {t('hint')}
          </span>
        </div>
        <div className="row fin-examples">
          <span className="muted">{t('examples')}</span>
          {EXAMPLES.map((example) => (
            <button key={example} type="button" className="btn btn-ghost" onClick={() => setValue(example)}>
              {example}
            </button>
          ))}
        </div>
      </div>
      <section className="card" aria-labelledby={ids.title}>
        <h2 id={ids.title} className="fin-result-title">
          {t('results')}
        </h2>
        <ErrorMessage error={outcome.error} />
        {outcome.readings ? (
          READINGS.map((kind) => (
            <div key={kind} className="fin-result-row">
              <span className="fin-result-label" id={`${ids.title}-${kind}`}>
                {t(kind)}
              </span>
              <output
                className="fin-result"
                data-testid={`number-${kind}`}
                aria-labelledby={`${ids.title}-${kind}`}
              >
                {outcome.readings[kind]}
              </output>
              <CopyButton text={outcome.readings[kind]} />
            </div>
          ))
        ) : outcome.error ? null : (
          <p className="muted">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
