import { useId, useMemo, useState } from 'react';
import { downloadBlob } from '../../../framework/download.ts';
import { RunStatus } from '../../../framework/run-status.tsx';
import { ErrorMessage, errorText } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { SelectField, TextAreaField } from '../../../ui/field.tsx';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { Icon } from '../../../ui/icons.tsx';
import { toast } from '../../../ui/toast-store.ts';
import {
  type BarcodeFormat,
  barcodeSvg,
  encodeLines,
  MAX_BATCH_LINES,
} from '@toolbox/toolkit/generators/barcode';
import { Code39CheckField, FormatField, StyleFields, defaultStyle } from '../kit/barcode/style-fields.tsx';
import { buildBatch, type OutputKind } from './export.ts';
import '../kit/barcode/barcode.css';
import './batch-bar-code-generator.css';

const OUTPUTS: OutputKind[] = ['png', 'svg', 'pdf'];
const COLUMNS = [1, 2, 3, 4, 5];
const SAMPLE = 'SKU-0001\nSKU-0002\nSKU-0003';

export default function BatchBarCodeGeneratorTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [text, setText] = useState(SAMPLE);
  const [format, setFormat] = useState<BarcodeFormat>('code128');
  const [code39Check, setCode39Check] = useState(false);
  const [style, setStyle] = useState(defaultStyle);
  const [output, setOutput] = useState<OutputKind>('png');
  const [columns, setColumns] = useState(3);
  const [progress, setProgress] = useState<number | null>(null);
  const { error, capture, clearError } = useToolError();
  const runs = useAbortableRun();
  const batch = useMemo(() => encodeLines(text, format, { code39Check }), [text, format, code39Check]);
  const first = batch.codes[0];

  const generate = () =>
    capture(async () => {
      clearError();
      const abort = runs.start();
      setProgress(0);
      try {
        const file = await buildBatch(batch.codes, style, output, columns, {
          signal: abort.signal,
          onProgress: setProgress,
        });
        downloadBlob(file.blob, file.name);
        toast.success(t('done', { count: batch.codes.length }));
      } finally {
        if (runs.finish(abort)) setProgress(null);
      }
    });

  return (
    <div className="bc-tool">
      <section className="card stack" aria-label={t('settings')}>
        <TextAreaField
          label={t('values')}
          className="bbc-values"
          value={text}
          placeholder={t('valuesPlaceholder')}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <FormatField value={format} onChange={setFormat} />
        <Code39CheckField format={format} checked={code39Check} onChange={setCode39Check} />
        <StyleFields value={style} onChange={setStyle} />
      </section>
      <section className="card stack" aria-labelledby={`${id}-output`}>
        <h2 id={`${id}-output`} className="bbc-title">
          {t('output')}
        </h2>
        <div className="bbc-outputs" role="radiogroup" aria-labelledby={`${id}-output`}>
          {OUTPUTS.map((kind) => (
            <label key={kind} className="check">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={output === kind}
                onChange={() => setOutput(kind)}
              />
              <span>{t(`outputs.${kind}`)}</span>
            </label>
          ))}
        </div>
        {output === 'pdf' ? (
          <SelectField
            fieldClassName="bbc-columns"
            label={t('columns')}
            value={columns}
            options={COLUMNS}
            labelOf={(n) => n}
            onChange={setColumns}
          />
        ) : null}
        <p className="bbc-summary" data-testid="batch-summary">
          {t('summary', { valid: batch.codes.length, invalid: batch.invalid.length })}
        </p>
        {batch.skipped ? (
          <p className="bbc-skipped">{t('skipped', { max: MAX_BATCH_LINES, count: batch.skipped })}</p>
        ) : null}
        {batch.invalid.length ? (
          <div className="bbc-invalid" role="status">
            <p>{t('invalidTitle')}</p>
            <ul data-testid="batch-invalid">
              {batch.invalid.map((item) => (
                <li key={item.line}>
                  {t('invalidLine', {
                    line: item.line,
                    value: item.value,
                    reason: errorText(item.error, 'batch_bar_code_generator'),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          disabled={!batch.codes.length || progress !== null}
          onClick={() => void generate()}
        >
          <Icon name="download" size={18} />
          <span>{t('generate')}</span>
        </button>
        {progress !== null ? (
          <div className="row">
            <RunStatus
              status={t('generating')}
              progress={{ done: progress, total: batch.codes.length }}
              progressLabel={t('generating')}
              onCancel={() => runs.cancel()}
            />
          </div>
        ) : null}
        <ErrorMessage error={error} />
        {first ? (
          <figure className="bbc-first">
            <figcaption className="muted">{t('first')}</figcaption>
            <div className="bc-canvas">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(barcodeSvg(first.code, style))}`}
                alt={t('firstAlt', { value: first.code.value })}
              />
            </div>
          </figure>
        ) : (
          <p className="muted">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
