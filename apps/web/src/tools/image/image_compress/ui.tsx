import { useId, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { extensionOf, formatBytes, withSuffix } from '../../../framework/format.ts';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { RadioChips } from '../../../ui/segmented.tsx';
import { MAX_CANVAS_PIXELS } from '@toolbox/toolkit/image';
import { Comparison } from './comparison.tsx';
import { LocationNotices, useNote } from './result-notes.tsx';
import { DEFAULT_TARGET, EXTENSION, parseTarget, type OutputChoice, type SizeUnit } from './target.ts';
import { useCompressBatch, type BatchProgress } from './use-compress-batch.ts';
import './image-compress.css';

const ACCEPT = 'image/*';
const CHOICE_LABELS: Record<OutputChoice, string> = {
  keep: 'formatKeep',
  jpeg: 'formatJpeg',
  webp: 'formatWebp',
  png: 'formatPng',
};
const CHOICES = Object.keys(CHOICE_LABELS) as OutputChoice[];

export default function ImageCompressTool() {
  const { t } = useToolTranslation('image_compress');
  const batch = useCompressBatch();
  const [choice, setChoice] = useState<OutputChoice>('keep');
  const [value, setValue] = useState(DEFAULT_TARGET.value);
  const [unit, setUnit] = useState<SizeUnit>(DEFAULT_TARGET.unit);
  const [compareId, setCompareId] = useState<number | null>(null);
  const note = useNote();
  const id = useId();
  const targetBytes = parseTarget(value, unit);
  const running = batch.progress !== null;
  const { items } = batch;

  const done = items.filter((item) => item.result?.blob);
  const results: ResultFile[] = done.map((item) => ({
    name: item.result!.response.keptOriginal
      ? item.file.name
      : withSuffix(item.file.name, '-compressed', EXTENSION[item.result!.response.format]),
    blob: item.result!.blob!,
    note: note(item),
  }));
  const outside = done.filter((item) => item.result!.response.status === 2);
  const failed = items.filter((item) => item.error || item.result?.response.status === 0);
  const compared = done.find((item) => item.id === compareId) ?? done[0];
  /** "Compressing image 2 of 5…", with the encode count once the search has tried one. */
  const runLine = (p: BatchProgress, withStep: boolean) => {
    const line = t('progress', { current: p.current, total: p.total });
    return withStep && p.done > 0 ? `${line} ${t('progressStep', { done: p.done, total: p.steps })}` : line;
  };
  const showPngNote =
    choice === 'png' || (choice === 'keep' && items.some((i) => extensionOf(i.file.name) === 'png'));

  return (
    <div className="ic-tool">
      <FileInput accept={ACCEPT} multiple onFiles={batch.add} label={t('choose')} hint={t('hint')} />
      <p className="ic-privacy">
        <Icon name="check" size={16} /> {t('privacy')}
      </p>

      {items.length > 0 ? (
        <section className="ic-files" aria-labelledby={`${id}-files`}>
          <div className="ic-files-head">
            <h2 id={`${id}-files`}>{t('selected', { count: items.length })}</h2>
            <button type="button" className="btn btn-secondary" onClick={batch.clear} disabled={running}>
              {t('clear')}
            </button>
          </div>
          <ul className="ic-file-list">
            {items.map((item) => (
              <li key={item.id}>
                <span className="ic-file-name" title={item.file.name}>
                  {item.file.name}
                </span>
                <span className="ic-file-size">{formatBytes(item.file.size)}</span>
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => batch.remove(item.id)}
                  disabled={running}
                  aria-label={t('remove', { name: item.file.name })}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form
        className="ic-settings card"
        aria-label={t('settings')}
        onSubmit={(event) => {
          event.preventDefault();
          if (targetBytes !== null && items.length > 0 && !running) void batch.start(choice, targetBytes);
        }}
      >
        <fieldset className="ic-formats">
          <legend>{t('format')}</legend>
          <RadioChips
            className="ic-chips"
            itemClassName="chip ic-chip"
            name={`${id}-format`}
            value={choice}
            options={CHOICES}
            labelOf={(key) => t(CHOICE_LABELS[key])}
            onChange={setChoice}
          />
        </fieldset>
        <div className="ic-target">
          <label htmlFor={`${id}-target`}>{t('target')}</label>
          <div className="ic-target-row">
            <input
              id={`${id}-target`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              aria-invalid={targetBytes === null}
              aria-describedby={targetBytes === null ? `${id}-target-error` : undefined}
            />
            <select
              aria-label={t('unit')}
              value={unit}
              onChange={(e) => setUnit(e.currentTarget.value as SizeUnit)}
            >
              <option value="KB">KB</option>
              <option value="MB">MB</option>
            </select>
          </div>
          {targetBytes === null ? (
            <p id={`${id}-target-error`} className="ic-field-error" role="alert">
              {t('targetInvalid')}
            </p>
          ) : null}
        </div>
        {showPngNote ? <p className="ic-hint">{t('pngNote')}</p> : null}
        <div className="ic-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={items.length === 0 || targetBytes === null || running}
          >
            {items.length > 1 ? t('compressMany', { count: items.length }) : t('compress')}
          </button>
        </div>
      </form>

      {batch.progress ? (
        <div className="ic-progress">
          <RunStatus
            status={runLine(batch.progress, true)}
            progress={{
              done: batch.progress.current - 1 + batch.progress.done / Math.max(1, batch.progress.steps),
              total: batch.progress.total,
            }}
            progressLabel={runLine(batch.progress, false)}
            onCancel={batch.cancel}
          />
        </div>
      ) : null}
      {batch.cancelled ? <p className="ic-hint">{t('cancelled')}</p> : null}

      {failed.map((item) => (
        <div key={item.id} className="ic-failed">
          <strong>{item.file.name}</strong>
          {item.result ? (
            <div className="error-message" role="alert">
              <Icon name="alert" />
              <span>
                {t('status0')}:{' '}
                {t(item.result.response.reason ?? 'load_abnormal', {
                  max: Math.floor(MAX_CANVAS_PIXELS / 1e6),
                })}
              </span>
            </div>
          ) : (
            <ErrorMessage error={item.error} />
          )}
        </div>
      ))}

      {outside.length > 0 ? (
        <div className="notice ic-outside" role="status">
          <Icon name="alert" />
          <span>
            {t('outsideNotice', { count: outside.length, target: formatBytes(batch.lastTarget ?? 0) })}{' '}
            {outside.map((item) => item.file.name).join(', ')}
          </span>
        </div>
      ) : null}
      <LocationNotices items={done} onRemove={(itemId) => void batch.dropLocation(itemId)} />
      <ResultsPanel results={results} zipName={t('zipName')} />

      {compared?.result?.blob ? (
        <section className="ic-compare-section" aria-labelledby={`${id}-compare`}>
          <div className="ic-compare-head">
            <h2 id={`${id}-compare`}>{t('compare')}</h2>
            {done.length > 1 ? (
              <select
                aria-label={t('compareImage')}
                value={compared.id}
                onChange={(event) => setCompareId(Number(event.currentTarget.value))}
              >
                {done.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.file.name}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
          <Comparison before={compared.file} after={compared.result.blob} name={compared.file.name} />
        </section>
      ) : null}
    </div>
  );
}
