import { useEffect, useRef, useState } from "react";
import {
  ResultsPanel,
  type ResultFile,
} from "../../../framework/results-panel.tsx";
import { RunStatus } from "../../../framework/run-status.tsx";
import { useAbortableRun } from "../../../framework/use-abortable-run.ts";
import { ErrorMessage } from "../../../framework/tool-error.tsx";
import { useToolError } from "../../../framework/use-tool-error.ts";
import { useToolTranslation } from "../../../framework/tool-context.ts";
import { choosePages } from "@toolbox/toolkit/pdf";
import { PageGrid } from "../../../features/pdf/page-grid.tsx";
import { PdfFileBar, PdfPicker } from "../../../features/pdf/pdf-picker.tsx";
import type { PDFDocumentProxy } from "../../../features/pdf/pdfjs.ts";
import { ImageOptions } from "../kit/pdf-images/options.tsx";
import {
  DEFAULT_SCALE,
  openForImages,
  renderPages,
  type ImageFormat,
} from "../kit/pdf-images/render.ts";
import {
  PageChoiceField,
  toPageChoice,
  type PageChoiceDraft,
} from "./page-choice-field.tsx";
import "../kit/pdf-images/pdf-images.css";

interface Loaded {
  file: File;
  doc: PDFDocumentProxy;
}

/** One PDF in, its pages as PNG or JPG images out (one image downloads on its own, several as a ZIP). */
export default function PdfToImageTool() {
  const { t } = useToolTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState(false);
  const [format, setFormat] = useState<ImageFormat>("png");
  const [scale, setScale] = useState(String(DEFAULT_SCALE));
  const [draft, setDraft] = useState<PageChoiceDraft>({
    type: 0,
    single: "1",
    start: "1",
    end: "",
  });
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
  } | null>(null);
  const [results, setResults] = useState<ResultFile[] | null>(null);
  const { error, capture, clearError } = useToolError();
  const runs = useAbortableRun();
  const opening = useRef(0);

  useEffect(
    () => () => {
      void loaded?.doc.destroy();
    },
    [loaded],
  );

  const stale = () => {
    setResults(null);
    clearError();
  };

  const open = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const token = ++opening.current;
    runs.cancel();
    setLoaded(null);
    stale();
    setReading(true);
    await capture(async () => {
      try {
        const doc = await openForImages(file);
        if (opening.current !== token) return void doc.destroy();
        setLoaded({ file, doc });
        setDraft((d) => ({ ...d, end: String(doc.numPages) }));
      } finally {
        if (opening.current === token) setReading(false);
      }
    });
  };

  const convert = () =>
    capture(async () => {
      if (!loaded) return;
      const indices = choosePages(toPageChoice(draft), loaded.doc.numPages);
      const abort = runs.start();
      setResults(null);
      setProgress({ done: 0, total: indices.length });
      try {
        const images = await renderPages(
          loaded.doc,
          loaded.file.name,
          indices,
          { format, scale: Number(scale) },
          {
            signal: abort.signal,
            onPage: (done, total) => setProgress({ done, total }),
          },
        );
        setResults(
          images.map(({ name, blob, index }) => ({
            name,
            blob,
            note: t("page", { n: index + 1 }),
          })),
        );
      } finally {
        runs.finish(abort);
        setProgress(null);
      }
    });

  const pageCount = loaded?.doc.numPages ?? 0;
  const base = loaded?.file.name.replace(/\.pdf$/i, "") || "pdf";

  return (
    <div className="pdf-images">
      <PdfPicker
        hasFile={!!loaded}
        onFiles={(files) => void open(files)}
        reading={reading}
      />

      {loaded ? (
        <>
          <PdfFileBar
            className="pdf-images-bar"
            nameClassName="pdf-images-name"
            name={loaded.file.name}
            pageCount={pageCount}
          />
          <ImageOptions
            format={format}
            scale={scale}
            onFormat={(f) => (setFormat(f), stale())}
            onScale={(s) => (setScale(s), stale())}
          />
          <PageChoiceField
            draft={draft}
            pageCount={pageCount}
            onChange={(d) => (setDraft(d), stale())}
          />
          <div className="pdf-images-progress">
            {progress ? (
              <RunStatus
                status={t("rendering", progress)}
                progress={progress}
                progressLabel={t("convert")}
                onCancel={() => runs.cancel()}
              />
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void convert()}
              >
                {t("convert")}
              </button>
            )}
            <p className="muted">{t("privacy")}</p>
          </div>
        </>
      ) : null}

      <ErrorMessage error={error} />
      {results ? (
        <ResultsPanel results={results} zipName={`${base}-images.zip`} />
      ) : null}
      {loaded ? <PageGrid doc={loaded.doc} pageCount={pageCount} /> : null}
    </div>
  );
}
