import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../framework/copy-button.tsx';

/** Label / value rows, each value selectable and copyable. */
export function ResultList(props: { rows: Array<[label: string, value: string]>; testId?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="ts-results" data-testid={props.testId}>
      {props.rows.map(([label, value]) => (
        <div key={label} className="ts-result">
          <dt>{label}</dt>
          <dd>
            <output className="ts-value">{value}</output>
            <CopyButton text={value} className="ts-copy" label={`${t('common.copy')}: ${label}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
