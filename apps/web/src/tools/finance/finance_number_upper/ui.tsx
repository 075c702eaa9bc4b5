import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { numberToChinese } from '@toolbox/toolkit/finance';
import { NumberInputCard } from '../kit/finance-upper/number-input.tsx';
import '../kit/finance-upper/finance-upper.css';

const EXAMPLES = ['1234.5', '100010000', '-0.05', '2024'];
const READINGS = ['upper', 'lower', 'digits'] as const;

export default function NumberUpperTool() {
  const { t } = useToolTranslation();
  const [value, setValue] = useState('');
  const ids = { input: useId(), title: useId() };
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
      <NumberInputCard
        id={ids.input}
        label={t('number')}
        hint={t('hint')}
        placeholder={t('placeholder')}
        value={value}
        invalid={Boolean(outcome.error)}
        onChange={setValue}
        examplesLabel={t('examples')}
        examples={EXAMPLES}
      />
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
