import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { moneyToChinese } from '@toolbox/toolkit/finance/chinese-upper.ts';
import '../kit/finance-upper/finance-upper.css';

const EXAMPLES = ['1234.56', '1005', '100,010,000', '0.05', '325.04'];

export default function MoneyUpperTool() {
  const { t } = useToolTranslation();
  const [amount, setAmount] = useState('');
  const [prefix, setPrefix] = useState(false);
  const ids = { amount: useId(), hint: useId() };
  const outcome = useMemo(() => {
    if (!amount.trim()) return { text: '', error: null };
    try {
      return { text: moneyToChinese(amount, { prefix }), error: null };
    } catch (error) {
      return { text: '', error };
    }
  }, [amount, prefix]);

  return (
    <div className="fin-upper stack">
      <div className="card stack">
        <div className="field">
          <label htmlFor={ids.amount}>{t('amount')}</label>
          <input
            id={ids.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="fin-input"
            value={amount}
            placeholder={t('placeholder')}
            aria-invalid={outcome.error ? true : undefined}
            aria-describedby={ids.hint}
            onChange={(event) => setAmount(event.target.value)}
          />
          <span id={ids.hint} className="field-hint">
            {t('hint')}
          </span>
        </div>
        <div className="row">
          <label className="check">
            <input type="checkbox" checked={prefix} onChange={(event) => setPrefix(event.target.checked)} />
            <span>{t('prefix')}</span>
          </label>
        </div>
        <div className="row fin-examples">
          <span className="muted">{t('examples')}</span>
          {EXAMPLES.map((example) => (
            <button key={example} type="button" className="btn btn-ghost" onClick={() => setAmount(example)}>
              {example}
            </button>
          ))}
        </div>
      </div>
      <section className="card stack" aria-labelledby={`${ids.amount}-result`}>
        <h2 id={`${ids.amount}-result`} className="fin-result-title">
          {t('result')}
        </h2>
        <ErrorMessage error={outcome.error} />
        {outcome.text ? (
          <div className="fin-result-row">
            <output className="fin-result" data-testid="money-upper-result" htmlFor={ids.amount}>
              {outcome.text}
            </output>
            <CopyButton text={outcome.text} />
          </div>
        ) : outcome.error ? null : (
          <p className="muted">{t('empty')}</p>
        )}
      </section>
      <details className="card fin-rules">
        <summary>{t('rules.title')}</summary>
        <ul>
          <li>{t('rules.zero')}</li>
          <li>{t('rules.whole')}</li>
          <li>{t('rules.fen')}</li>
        </ul>
      </details>
    </div>
  );
}
