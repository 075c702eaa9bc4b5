import { useId, useMemo, useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { VERIFY_PLATFORM_URL, readInvoiceCode, readInvoiceNumber } from '@toolbox/toolkit/finance';
import { CodeFacts, NumberFacts } from './decoded.tsx';
import './invoice-inquiry.css';

function attempt<T>(text: string, read: (text: string) => T): { info: T | null; error: unknown } {
  if (!text.trim()) return { info: null, error: null };
  try {
    return { info: read(text), error: null };
  } catch (error) {
    return { info: null, error };
  }
}

/** One box of digits, with what was read from it (or why it could not be) under its hint. */
function DigitsField(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
  error: unknown;
  facts: ReactNode;
}) {
  return (
    <InputField
      label={props.label}
      hint={props.hint}
      below={
        <>
          <ErrorMessage error={props.error} />
          {props.facts}
        </>
      }
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="inv-input"
      value={props.value}
      aria-invalid={props.error ? true : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

const STEPS = ['open', 'enter', 'amount', 'captcha', 'limits'] as const;

export default function InvoiceInquiryTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [number, setNumber] = useState('');
  const codeResult = useMemo(() => attempt(code, (text) => readInvoiceCode(text)), [code]);
  const numberResult = useMemo(() => attempt(number, (text) => readInvoiceNumber(text)), [number]);
  const digits = (text: string) => text.replace(/[\s-]/g, '');
  const kind = numberResult.info?.kind;

  return (
    <div className="inv-tool stack">
      <section className="card stack" aria-labelledby={`${id}-checker`}>
        <div>
          <h2 id={`${id}-checker`}>{t('checker')}</h2>
          <p className="muted inv-lead">{t('checkerHint')}</p>
        </div>
        <div className="inv-fields">
          <DigitsField
            label={t('code')}
            hint={t('codeHint')}
            value={code}
            onChange={setCode}
            error={codeResult.error}
            facts={codeResult.info ? <CodeFacts info={codeResult.info} digits={digits(code)} /> : null}
          />
          <DigitsField
            label={t('number')}
            hint={t('numberHint')}
            value={number}
            onChange={setNumber}
            error={numberResult.error}
            facts={
              numberResult.info ? <NumberFacts info={numberResult.info} digits={digits(number)} /> : null
            }
          />
        </div>
        {kind === 'digital' && code.trim() ? (
          <p className="warning-note inv-warning">{t('digitalWithCode')}</p>
        ) : null}
        {kind === 'paper' && !code.trim() ? (
          <p className="warning-note inv-warning">{t('paperWithoutCode')}</p>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby={`${id}-steps`}>
        <h2 id={`${id}-steps`}>{t('steps.title')}</h2>
        <ol className="inv-steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
        <div>
          <a className="btn btn-primary" href={VERIFY_PLATFORM_URL} target="_blank" rel="noopener noreferrer">
            {t('open')}
            <span aria-hidden="true"> ↗</span>
          </a>
        </div>
        <p className="muted inv-privacy">{t('privacy')}</p>
      </section>
    </div>
  );
}
