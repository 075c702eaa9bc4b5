import { useEffect, useRef, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useFileList, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes } from '../../../framework/format.ts';
import type { ImageOrientation, ImagePageSize } from '@toolbox/toolkit/pdf';
import { SelectField } from '../../../ui/field.tsx';
import { OrderedList, OrderedRow } from '../../../ui/ordered-list.tsx';
import { imageBytes } from './convert.ts';
import type { ImagesRequest, ImagesResponse } from './protocol.ts';
import './pdf-image-to-pdf.css';

const bridge = createWorkerBridge<ImagesRequest, ImagesResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const MARGINS = { none: 0, small: 14.17, large: 42.52 } as const; // 0.5 cm and 1.5 cm in points
type MarginKey = keyof typeof MARGINS;
const OUTPUT_NAME = 'images.pdf';

interface ImageItem {
  id: string;
  file: File;
  url: string;
}

let lastId = 0;
const nextId = () => `img-${++lastId}`;

export default function PdfImageToPdfTool() {
  const { t } = useToolTranslation();
  const [pageSize, setPageSize] = useState<ImagePageSize>('a4');
  const [orientation, setOrientation] = useState<ImageOrientation>('auto');
  const [margin, setMargin] = useState<MarginKey>('none');
  const run = useToolRun<ResultFile>();
  const list = useFileList<ImageItem>(run.stale);
  const { items, changeItems } = list;
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(
    () => () => {
      for (const item of itemsRef.current) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      run.stale();
    };

  const addFiles = (files: File[]) =>
    changeItems((current) => [
      ...current,
      ...files.map((file) => ({ id: nextId(), file, url: URL.createObjectURL(file) })),
    ]);

  const remove = (gone: ImageItem[]) => {
    for (const item of gone) URL.revokeObjectURL(item.url);
    const ids = new Set(gone.map((item) => item.id));
    changeItems((current) => current.filter((item) => !ids.has(item.id)));
  };

  const convert = () =>
    run.start(async ({ signal, onProgress }) => {
      const images = [];
      for (const item of items) images.push({ name: item.file.name, bytes: await imageBytes(item.file) });
      const res = await bridge.run(
        { images, pageSize, orientation, margin: MARGINS[margin] },
        { signal, transfer: images.map((image) => image.bytes), onProgress },
      );
      return {
        name: OUTPUT_NAME,
        blob: new Blob([res.bytes], { type: 'application/pdf' }),
        note: t('pageCount', { count: res.pageCount }),
      };
    }, items.length);

  const totalBytes = items.reduce((sum, item) => sum + item.file.size, 0);

  return (
    <ToolTemplate
      className={`stack image-pdf${items.length ? ' has-files' : ''}`}
      run={run}
      input={
        <>
          <FileInput
            accept="image/*"
            multiple
            onFiles={addFiles}
            label={items.length ? t('addMore') : t('choose')}
            hint={t('hint')}
          />
          {items.length > 0 ? (
            <section className="image-pdf-files" aria-label={t('listLabel')}>
              <div className="image-pdf-toolbar">
                <span className="muted">
                  {t('imageCount', { count: items.length })} · {formatBytes(totalBytes)}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={run.busy}
                  onClick={() => remove(items)}
                >
                  {t('clear')}
                </button>
              </div>
              <OrderedList prefix="image-pdf" listRef={list.listRef} announcement={list.announcement}>
                {items.map((item, index) => (
                  <OrderedRow
                    key={item.id}
                    prefix="image-pdf"
                    testId="image-pdf-row"
                    dataId={item.id}
                    index={index}
                    count={items.length}
                    dragging={list.dragging === index}
                    disabled={run.busy}
                    name={item.file.name}
                    showIndex={false}
                    lead={<img className="image-pdf-thumb" src={item.url} alt="" loading="lazy" />}
                    meta={<span className="muted">{formatBytes(item.file.size)}</span>}
                    compactButtons
                    onDragStart={list.start(index)}
                    onMove={(delta) => list.moveBy(index, delta)}
                    onRemove={() => remove([item])}
                  />
                ))}
              </OrderedList>
            </section>
          ) : null}
        </>
      }
      options={
        <div className="card image-pdf-options">
          <SelectField
            label={t('pageSize')}
            value={pageSize}
            options={['a4', 'letter', 'fit'] as const}
            onChange={changed(setPageSize)}
            labelOf={(size) => t(`sizes.${size}`)}
          />
          <SelectField
            label={t('orientation')}
            value={orientation}
            disabled={pageSize === 'fit'}
            options={['auto', 'portrait', 'landscape'] as const}
            onChange={changed(setOrientation)}
            labelOf={(o) => t(`orientations.${o}`)}
          />
          <SelectField
            label={t('margin')}
            value={margin}
            options={['none', 'small', 'large'] as const}
            onChange={changed(setMargin)}
            labelOf={(m) => t(`margins.${m}`)}
          />
          <p className="field-hint image-pdf-notes">{t('notes')}</p>
        </div>
      }
      action={{
        className: 'image-pdf-actions',
        label: t('run'),
        onRun: () => void convert(),
        disabled: items.length === 0,
        status: run.progress ? t('working', run.progress) : '',
        progressLabel: t('run'),
        swap: true,
        statusClassName: 'image-pdf-progress',
      }}
      beside={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} /> : null}
    />
  );
}
