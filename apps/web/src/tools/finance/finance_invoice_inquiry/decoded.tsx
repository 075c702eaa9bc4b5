import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { InvoiceCodeInfo, InvoiceNumberInfo } from '@toolbox/toolkit/finance';

/** A small definition list of decoded fields. */
function Facts(props: { title: string; rows: Array<[string, string]>; testId: string }) {
  return (
    <div className="inv-facts" data-testid={props.testId}>
      <h3>{props.title}</h3>
      <dl>
        {props.rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function CodeFacts(props: { info: InvoiceCodeInfo; digits: string }) {
  const { t } = useToolTranslation();
  const { info, digits } = props;
  const regionDigits = info.length === 12 ? digits.slice(1, 5) : digits.slice(0, 4);
  return (
    <>
      <Facts
        title={t('codeResult')}
        testId="invoice-code-facts"
        rows={[
          [t('type'), t(`types.${info.type}`)],
          [
            t('region'),
            info.region ? t(`regions.${info.region}`) : t('unknownRegion', { digits: regionDigits }),
          ],
          [t('year'), t('yearValue', { year: info.year })],
        ]}
      />
      {info.futureYear ? (
        <p className="warning-note inv-warning">{t('futureYear', { year: info.year })}</p>
      ) : null}
    </>
  );
}

export function NumberFacts(props: { info: InvoiceNumberInfo; digits: string }) {
  const { t } = useToolTranslation();
  const { info, digits } = props;
  if (info.kind === 'paper') {
    return <Facts title={t('numberResult')} testId="invoice-number-facts" rows={[[t('kind'), t('paper')]]} />;
  }
  return (
    <>
      <Facts
        title={t('numberResult')}
        testId="invoice-number-facts"
        rows={[
          [t('kind'), t('digital')],
          [t('year'), t('yearValue', { year: info.year })],
          [
            t('region'),
            info.region ? t(`regions.${info.region}`) : t('unknownRegion', { digits: digits.slice(2, 4) }),
          ],
          [t('channel'), info.channel],
          [t('sequence'), info.sequence],
        ]}
      />
      {info.futureYear ? (
        <p className="warning-note inv-warning">{t('futureYear', { year: info.year })}</p>
      ) : null}
    </>
  );
}
