import { useId, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes, withSuffix } from '../../../framework/format.ts';
import { CheckField, InputField, SelectField } from '../../../ui/field.tsx';
import {
  DEFAULT_PAGE_NUMBER_OPTIONS,
  PAGE_NUMBER_FORMATS,
  PAGE_NUMBER_POSITIONS,
  type PageNumberFormat,
  type PageNumberPosition,
} from '@toolbox/toolkit/pdf';
import type { PageNumRequest, PageNumResponse } from './protocol.ts';
import './pdf-add-page-num.css';

const bridge = createWorkerBridge<PageNumRequest, PageNumResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** A whole number from a text field, clamped; the fallback when the field is not a number. */
function readInt(text: string, min: number, max: number, fallback: number): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export default function PdfAddPageNumTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [position, setPosition] = useState<PageNumberPosition>(DEFAULT_PAGE_NUMBER_OPTIONS.position);
  const [format, setFormat] = useState<PageNumberFormat>(DEFAULT_PAGE_NUMBER_OPTIONS.format);
  const [start, setStart] = useState('1');
  const [fontSize, setFontSize] = useState('12');
  const [margin, setMargin] = useState('28');
  const [skipFirst, setSkipFirst] = useState(false);
  const run = useToolRun<ResultFile>();

  // Any change makes an earlier result stale.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      run.stale();
    };

  const number = (chosen: File) =>
    run.start(async ({ signal }) => {
      const bytes = await chosen.arrayBuffer();
      const options = {
        position,
        format,
        start: readInt(start, -999999, 999999, 1),
        fontSize: readInt(fontSize, 4, 72, 12),
        margin: readInt(margin, 0, 200, 28),
        skipFirst,
      };
      const res = await bridge.run({ name: chosen.name, bytes, options }, { signal, transfer: [bytes] });
      return {
        name: withSuffix(chosen.name, '_numbered', 'pdf'),
        blob: new Blob([res.bytes], { type: 'application/pdf' }),
        note: t('pageCount', { count: res.pageCount }),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={
        <>
          <FileInput
            accept=".pdf,application/pdf"
            onFiles={(files) => changed(setFile)(files[0] ?? null)}
            label={file ? t('replace') : t('choose')}
            hint={t('hint')}
          />
          {file ? (
            <p className="page-num-file">
              <strong>{file.name}</strong> <span className="muted">· {formatBytes(file.size)}</span>
            </p>
          ) : null}
        </>
      }
      options={
        <div className="card page-num-options">
          <fieldset className="page-num-positions">
            <legend className="field-label">{t('position')}</legend>
            <div className="page-num-positions-grid">
              {PAGE_NUMBER_POSITIONS.map((spot) => (
                <label key={spot} title={t(`positions.${spot}`)}>
                  <input
                    type="radio"
                    name={`${id}-position`}
                    value={spot}
                    checked={position === spot}
                    onChange={() => changed(setPosition)(spot)}
                  />
                  <span>{t(`positions.${spot}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            label={t('format')}
            hint={t('formatHint')}
            value={format}
            options={PAGE_NUMBER_FORMATS}
            onChange={changed(setFormat)}
            labelOf={(f) => t(`formats.${f}`)}
          />
          <InputField
            label={t('start')}
            type="number"
            inputMode="numeric"
            value={start}
            onChange={(e) => changed(setStart)(e.target.value)}
          />
          <InputField
            label={t('fontSize')}
            type="number"
            min={4}
            max={72}
            inputMode="numeric"
            value={fontSize}
            onChange={(e) => changed(setFontSize)(e.target.value)}
          />
          <InputField
            label={t('margin')}
            type="number"
            min={0}
            max={200}
            inputMode="numeric"
            value={margin}
            onChange={(e) => changed(setMargin)(e.target.value)}
          />
          <CheckField label={t('skipFirst')} checked={skipFirst} onChange={changed(setSkipFirst)} />
        </div>
      }
      action={{
        className: 'page-num-actions',
        label: t('run'),
        onRun: () => file && void number(file),
        disabled: !file,
        status: t('working'),
      }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} /> : null}
    />
  );
}
