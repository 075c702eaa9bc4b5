import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { moneyToChinese } from '@toolbox/toolkit/finance';
import { CheckField } from '../../../ui/field.tsx';
import { NumberInputCard } from '../kit/finance-upper/number-input.tsx';
import '../kit/finance-upper/finance-upper.css';

const EXAMPLES = ['1234.56', '1005', '100,010,000', '0.05', '325.04'];

export default function MoneyUpperTool() {
  const { t } = useToolTranslation();
  const [amount, setAmount] = useState('');
  const [prefix, setPrefix] = useState(false);
  const amountId = useId();
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
      <NumberInputCard
        id={amountId}
        label={t('amount')}
        hint={t('hint')}
        placeholder={t('placeholder')}
        value={amount}
        invalid={Boolean(outcome.error)}
        onChange={setAmount}
        examplesLabel={t('examples')}
        examples={EXAMPLES}
      >
        <div className="row">
          <CheckField label={t('prefix')} checked={prefix} onChange={setPrefix} />
        </div>
      </NumberInputCard>
      <section className="card stack" aria-labelledby={`${amountId}-result`}>
        <h2 id={`${amountId}-result`} className="fin-result-title">
          {t('result')}
        </h2>
        <ErrorMessage error={outcome.error} />
        {outcome.text ? (
          <div className="fin-result-row">
            <output className="fin-result" data-testid="money-upper-result" htmlFor={amountId}>
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
