import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ResultsPanel, type ResultFile } from '../../framework/results-panel.tsx';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { RunBar, useToolRun } from '../../framework/tool-template.tsx';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { createWorkerBridge } from '../../framework/worker-bridge.ts';
import { InputField } from '../../ui/field.tsx';
import { formatPageSet, parsePageSet } from '@toolbox/toolkit/pdf';
import { PageGrid } from './page-grid.tsx';
import { PdfFileThumb } from './pdf-thumb.tsx';
import { PdfFileBar, PdfPicker } from './pdf-picker.tsx';
import { loadPdfDocument, type PDFDocumentProxy } from './pdfjs.ts';
import type { PagesRequest, PagesResponse } from './pages-protocol.ts';

const bridge = createWorkerBridge<PagesRequest, PagesResponse>(
  () => new Worker(new URL('./pages-worker.ts', import.meta.url), { type: 'module' }),
);

export type PagesMode = 'delete' | 'extract' | 'split' | 'rotate';
type SplitKind = 'single' | 'every' | 'ranges';

interface Loaded {
  file: File;
  pageCount: number;
}

const RUN_KEY = {
  delete: 'runDelete',
  extract: 'runExtract',
  split: 'runSplit',
  rotate: 'runRotate',
} as const;

/** A result's first page in place of the PDF icon (the icon until drawn). */
const firstPage = (file: ResultFile, icon: ReactNode) => (
  <PdfFileThumb file={file.blob} width={96} className="pdf-result-thumb" fallback={icon} />
);

/** One PDF in, its pages as thumbnails, and one of the page operations run in a worker. */
export function PdfPagesTool(props: { mode: PagesMode }) {
  const { mode } = props;
  const { t } = useToolTranslation();
  const inputId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState(false);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pagesText, setPagesText] = useState('');
  const [turns, setTurns] = useState<number[]>([]);
  const [splitKind, setSplitKind] = useState<SplitKind>('single');
  const [every, setEvery] = useState('2');
  const run = useToolRun<ResultFile[]>();
  const { capture, stale } = run;
  const anchor = useRef<number | null>(null);
  const opening = useRef(0);

  useEffect(
    () => () => {
      void doc?.destroy();
    },
    [doc],
  );

  const open = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const token = ++opening.current;
    setLoaded(null);
    setDoc(null);
    setSelected(new Set());
    setPagesText('');
    setTurns([]);
    stale();
    setReading(true);
    await capture(async () => {
      try {
        const bytes = await file.arrayBuffer();
        const res = await bridge.run({ kind: 'inspect', name: file.name, bytes }, { transfer: [bytes] });
        if (res.kind !== 'inspect' || opening.current !== token) return;
        setLoaded({ file, pageCount: res.pageCount });
        setTurns(Array.from({ length: res.pageCount }, () => 0));
        // Thumbnails are a nicety: a PDF pdf.js cannot draw still gets processed.
        const thumbnails = await loadPdfDocument(await file.arrayBuffer()).catch(() => null);
        // A file chosen meanwhile wins: drop this one's renderer.
        if (opening.current === token) setDoc(thumbnails);
        else void thumbnails?.destroy();
      } finally {
        setReading(false);
      }
    });
  };

  const pageCount = loaded?.pageCount ?? 0;

  const changeSelection = (next: Set<number>) => {
    setSelected(next);
    setPagesText(formatPageSet(next));
    stale();
  };

  const toggle = (index: number, extend: boolean) => {
    const next = new Set(selected);
    if (extend && anchor.current !== null) {
      const [from, to] = [Math.min(anchor.current, index), Math.max(anchor.current, index)];
      for (let i = from; i <= to; i++) next.add(i);
    } else if (next.has(index)) next.delete(index);
    else next.add(index);
    anchor.current = index;
    changeSelection(next);
  };

  const typePages = (text: string) => {
    setPagesText(text);
    stale();
    try {
      setSelected(new Set(parsePageSet(text, pageCount)));
    } catch {
      // Shown when the user runs the tool; the selection keeps its last valid state meanwhile.
    }
  };

  const rotate = (index: number | 'all', delta: number) => {
    setTurns((list) =>
      list.map((turn, i) => (index === 'all' || i === index ? (turn + delta + 360) % 360 : turn)),
    );
    stale();
  };

  const request = (bytes: ArrayBuffer, name: string): PagesRequest => {
    if (mode === 'rotate') return { kind: 'rotate', name, bytes, turns };
    if (mode === 'split') {
      const splitMode =
        splitKind === 'single'
          ? { kind: 'single' as const }
          : splitKind === 'every'
            ? { kind: 'every' as const, every: Number(every.trim() || NaN) }
            : { kind: 'ranges' as const, ranges: pagesText };
      return { kind: 'split', name, bytes, mode: splitMode };
    }
    return { kind: mode, name, bytes, pages: pagesText };
  };

  const perform = (file: File) =>
    run.start(async ({ signal }) => {
      const bytes = await file.arrayBuffer();
      const res = await bridge.run(request(bytes, file.name), { signal, transfer: [bytes] });
      if (res.kind !== 'files') return undefined;
      return res.files.map((f) => ({
        name: f.name,
        blob: new Blob([f.bytes], { type: 'application/pdf' }),
        note: t('pageCount', { count: f.pageCount }),
      }));
    });

  const selectable = mode === 'delete' || mode === 'extract';
  const base = loaded?.file.name.replace(/\.pdf$/i, '') ?? 'pdf';

  return (
    <div className="pdf-pages">
      <PdfPicker hasFile={!!loaded} onFiles={(files) => void open(files)} reading={reading} />

      {loaded ? (
        <>
          <PdfFileBar
            className="pdf-pages-bar"
            nameClassName="pdf-pages-file"
            name={loaded.file.name}
            pageCount={pageCount}
          >
            {selectable ? (
              <>
                <span className="muted">· {t('selected', { count: selected.size })}</span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => changeSelection(new Set(Array.from({ length: pageCount }, (_, i) => i)))}
                >
                  {t('selectAll')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => changeSelection(new Set())}
                >
                  {t('clearSelection')}
                </button>
              </>
            ) : null}
            {mode === 'rotate' ? (
              <>
                <button type="button" className="btn btn-secondary" onClick={() => rotate('all', -90)}>
                  <span aria-hidden="true">↺</span> {t('rotateAllLeft')}
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => rotate('all', 90)}>
                  <span aria-hidden="true">↻</span> {t('rotateAllRight')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    setTurns((list) => list.map(() => 0));
                    stale();
                  }}
                >
                  {t('reset')}
                </button>
              </>
            ) : null}
          </PdfFileBar>

          {mode === 'split' ? (
            <fieldset className="pdf-pages-options">
              <legend>{t('splitMode')}</legend>
              {(['single', 'every', 'ranges'] as const).map((kind) => (
                <label key={kind} className="check">
                  <input
                    type="radio"
                    name={`${inputId}-split`}
                    checked={splitKind === kind}
                    onChange={() => {
                      setSplitKind(kind);
                      stale();
                    }}
                  />
                  {t(kind === 'single' ? 'splitSingle' : kind === 'every' ? 'splitEvery' : 'splitRanges')}
                </label>
              ))}
            </fieldset>
          ) : null}

          {mode === 'split' && splitKind === 'every' ? (
            <InputField
              fieldClassName="pdf-pages-input"
              label={t('everyLabel')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={every}
              onChange={(e) => {
                setEvery(e.target.value);
                stale();
              }}
            />
          ) : null}

          {selectable || (mode === 'split' && splitKind === 'ranges') ? (
            <InputField
              fieldClassName="pdf-pages-input"
              label={t(
                mode === 'delete' ? 'deleteLabel' : mode === 'extract' ? 'extractLabel' : 'rangesLabel',
              )}
              hint={`${t('pagesHint')}${selectable ? ` ${t('selectHint')}` : ''}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="1, 2-5"
              value={pagesText}
              onChange={(e) =>
                selectable ? typePages(e.target.value) : (setPagesText(e.target.value), stale())
              }
            />
          ) : null}

          <RunBar
            run={run}
            action={{
              className: 'pdf-pages-actions',
              label: t(RUN_KEY[mode]),
              onRun: () => void perform(loaded.file),
              status: t('working'),
            }}
          >
            <p className="muted">{t('privacy')}</p>
          </RunBar>
        </>
      ) : null}

      <ErrorMessage error={run.error} />
      {run.result ? (
        <ResultsPanel results={run.result} zipName={`${base}-split.zip`} preview={firstPage} />
      ) : null}

      {loaded ? (
        <PageGrid
          doc={doc}
          pageCount={pageCount}
          tone={mode === 'delete' ? 'delete' : 'select'}
          {...(selectable ? { selected, onToggle: toggle } : {})}
          {...(mode === 'rotate' ? { turns, onRotate: (i: number, d: number) => rotate(i, d) } : {})}
        />
      ) : null}
    </div>
  );
}
