import { useTranslation } from 'react-i18next';
import { InputField } from '../../ui/field.tsx';

/** The start and end (`datetime-local`, the operator's own clock) of a notice or a banner. */
export function PeriodFields(props: {
  start: string;
  end: string;
  onChange: (change: { start?: string; end?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row">
      <InputField
        label={t('operator.content.start')}
        type="datetime-local"
        value={props.start}
        onChange={(e) => props.onChange({ start: e.target.value })}
      />
      <InputField
        label={t('operator.content.end')}
        type="datetime-local"
        value={props.end}
        onChange={(e) => props.onChange({ end: e.target.value })}
      />
    </div>
  );
}
