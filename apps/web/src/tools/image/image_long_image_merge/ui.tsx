import { useEffect, useRef, useState } from 'react';
import type { MergeAlign, MergeDirection, MergeFit } from '@toolbox/toolkit/image';
import { FileInput } from '../../../framework/file-input.tsx';
import { formatBytes } from '../../../framework/format.ts';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useFileList, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { OrderedList, OrderedRow } from '../../../ui/ordered-list.tsx';
import { RadioChips } from '../../../ui/segmented.tsx';
import { IMAGE_ACCEPT } from '../../../features/image-batch/image-batch.tsx';
import { FillField } from '../kit/image-geometry/fill-field.tsx';
import { NumberBox } from '../kit/image-geometry/number-box.tsx';
import { GEOMETRY_OUTPUT } from '../kit/image-geometry/output.ts';
import { GeometryOutputFields } from '../kit/image-geometry/output-fields.tsx';
import type { GeometryAnswer, GeometryRequest } from '../kit/image-geometry/protocol.ts';
import type { LongMergeOptions } from './work.ts';
import './image-long-image-merge.css';

const bridge = createWorkerBridge<GeometryRequest<LongMergeOptions>, GeometryAnswer>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const DIRECTIONS: readonly MergeDirection[] = ['vertical', 'horizontal'];
const ALIGNS: readonly MergeAlign[] = ['start', 'center', 'end'];
const FITS: readonly MergeFit[] = ['none', 'smallest', 'largest', 'first'];

interface Item {
  id: string;
  file: File;
  url: string;
}
let lastId = 0;

export default function ImageLongImageMergeTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const list = useFileList<Item>(run.stale);
  const { items, changeItems } = list;
  const [options, setOptions] = useState<LongMergeOptions>({
    direction: 'vertical',
    align: 'center',
    fit: 'largest',
    spacing: 0,
    margin: 0,
    fill: '#ffffff',
    output: GEOMETRY_OUTPUT,
  });
  const set = (patch: Partial<LongMergeOptions>) => {
    setOptions((o) => ({ ...o, ...patch }));
    run.stale();
  };
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const add = (files: File[]) =>
    changeItems((current) => [
      ...current,
      ...files.map((file) => ({ id: `long-${++lastId}`, file, url: URL.createObjectURL(file) })),
    ]);
  const remove = (gone: Item[]) => {
    gone.forEach((item) => URL.revokeObjectURL(item.url));
    const ids = new Set(gone.map((item) => item.id));
    changeItems((current) => current.filter((item) => !ids.has(item.id)));
  };

  const merge = () =>
    run.start(async ({ signal, onProgress }) => {
      const files = items.map((item) => item.file);
      const answer = await bridge.run({ kind: 'runMany', files, options }, { signal, onProgress });
      if (answer.kind !== 'run') return undefined;
      const out = answer.outputs[0]!;
      return {
        name: out.name,
        blob: new Blob([out.bytes], { type: out.type }),
        note: t('preview.size', { width: out.width, height: out.height }),
      };
    }, items.length);

  const vertical = options.direction === 'vertical';
  return (
    <ToolTemplate
      run={run}
      input={
        <>
          <FileInput
            accept={IMAGE_ACCEPT}
            multiple
            onFiles={add}
            label={items.length ? t('addMore') : t('choose')}
            hint={t('hint')}
          />
          {items.length > 0 ? (
            <section className="card stack" aria-label={t('listLabel')}>
              <div className="merge-head">
                <span className="muted">{t('count', { count: items.length })}</span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={run.busy}
                  onClick={() => remove(items)}
                >
                  {t('clear')}
                </button>
              </div>
              <OrderedList prefix="merge" listRef={list.listRef} announcement={list.announcement}>
                {items.map((item, index) => (
                  <OrderedRow
                    key={item.id}
                    prefix="merge"
                    testId="merge-row"
                    dataId={item.id}
                    index={index}
                    count={items.length}
                    dragging={list.dragging === index}
                    disabled={run.busy}
                    name={item.file.name}
                    lead={<img className="merge-thumb" src={item.url} alt="" loading="lazy" />}
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
        items.length > 0 ? (
          <section className="card stack" aria-label={t('settings')}>
            <fieldset className="merge-choice">
              <legend>{t('direction')}</legend>
              <RadioChips
                className="geo-presets"
                itemClassName="chip"
                name="merge-direction"
                value={options.direction}
                options={DIRECTIONS}
                onChange={(direction) => set({ direction })}
                labelOf={(d) => t(`directions.${d}`)}
              />
            </fieldset>
            <fieldset className="merge-choice">
              <legend>{t(vertical ? 'fit.vertical' : 'fit.horizontal')}</legend>
              <RadioChips
                className="geo-presets"
                itemClassName="chip"
                name="merge-fit"
                value={options.fit}
                options={FITS}
                onChange={(fit) => set({ fit })}
                labelOf={(f) => t(`fits.${f}`)}
              />
            </fieldset>
            {options.fit === 'none' ? (
              <fieldset className="merge-choice">
                <legend>{t('align')}</legend>
                <RadioChips
                  className="geo-presets"
                  itemClassName="chip"
                  name="merge-align"
                  value={options.align}
                  options={ALIGNS}
                  onChange={(align) => set({ align })}
                  labelOf={(a) => t(`aligns.${vertical ? 'vertical' : 'horizontal'}.${a}`)}
                />
              </fieldset>
            ) : null}
            <div className="geo-options">
              <NumberBox
                label={t('spacing')}
                value={options.spacing}
                min={0}
                max={2000}
                onCommit={(spacing) => set({ spacing })}
              />
              <NumberBox
                label={t('margin')}
                value={options.margin}
                min={0}
                max={2000}
                onCommit={(margin) => set({ margin })}
              />
            </div>
            <FillField
              value={options.fill}
              onChange={(fill) => set({ fill })}
              transparentLabel={t('transparent')}
              colourLabel={t('background')}
            />
            <GeometryOutputFields
              value={options.output}
              onChange={(output) => set({ output })}
              fill={options.fill}
            />
          </section>
        ) : null
      }
      action={{
        label: t('run', { count: items.length }),
        onRun: () => void merge(),
        disabled: items.length < 2,
        status: run.progress ? t('working', run.progress) : '',
        hidden: items.length === 0,
      }}
      beside={<p className="muted">{items.length === 1 ? t('needTwo') : t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} /> : null}
    />
  );
}
