import { useId, useState } from "react";
import { CopyButton } from "../../../framework/copy-button.tsx";
import { RunStatus } from "../../../framework/run-status.tsx";
import { downloadBlob } from "../../../framework/download.ts";
import { PdfFileBar, PdfPicker } from "../../../features/pdf/pdf-picker.tsx";
import { ErrorMessage } from "../../../framework/tool-error.tsx";
import { useToolError } from "../../../framework/use-tool-error.ts";
import { useAbortableRun } from "../../../framework/use-abortable-run.ts";
import { useToolTranslation } from "../../../framework/tool-context.ts";
import { extractPdfText, joinPages } from "@toolbox/toolkit/pdf";
import { openForImages } from "../kit/pdf-images/render.ts";
import "../kit/pdf-images/pdf-images.css";

interface Extracted {
  name: string;
  pages: string[];
  text: string;
}

/** The text of a PDF in reading order, page by page, to copy or save as .txt. */
export default function PdfTextExtractTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [result, setResult] = useState<Extracted | null>(null);
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
  } | null>(null);
  const [opening, setOpening] = useState(false);
  const { error, capture, clearError } = useToolError();
  const runs = useAbortableRun();

  const open = (files: File[]) =>
    capture(async () => {
      const file = files[0];
      if (!file) return;
      const abort = runs.start();
      setResult(null);
      clearError();
      setOpening(true);
      try {
        const doc = await openForImages(file, abort.signal);
        try {
          setOpening(false);
          setProgress({ done: 0, total: doc.numPages });
          const pages = await extractPdfText(doc, {
            signal: abort.signal,
            onPage: (done, total) => setProgress({ done, total }),
          });
          const text = joinPages(pages, (n) => t("pageMark", { n }));
          setResult({ name: file.name, pages, text });
        } finally {
          void doc.destroy();
        }
      } finally {
        if (runs.finish(abort)) {
          setOpening(false);
          setProgress(null);
        }
      }
    });

  const empty = result?.pages.filter((text) => text.trim() === "").length ?? 0;
  const txtName = `${result?.name.replace(/\.pdf$/i, "") || "pdf"}.txt`;

  return (
    <div className="pdf-images">
      <PdfPicker
        hasFile={!!result}
        onFiles={(files) => void open(files)}
        reading={opening}
        readingKey="opening"
      />
      {progress ? (
        <div className="pdf-images-progress">
          <RunStatus
            status={t("reading", progress)}
            progress={progress}
            progressLabel={t("textLabel")}
            onCancel={() => runs.cancel()}
          />
        </div>
      ) : null}
      <ErrorMessage error={error} />
      {result ? (
        <section className="card stack" aria-labelledby={`${id}-label`}>
          <PdfFileBar
            className="pdf-images-bar"
            nameClassName="pdf-images-name"
            name={result.name}
            pageCount={result.pages.length}
          >
            <span className="muted">
              · {t("charCount", { count: result.pages.join("").length })}
            </span>
          </PdfFileBar>
          {empty ? (
            <p className="muted">{t("emptyPages", { count: empty })}</p>
          ) : null}
          <label id={`${id}-label`} htmlFor={id} className="field-label">
            {t("textLabel")}
          </label>
          <textarea
            id={id}
            className="pdf-text-output"
            readOnly
            rows={18}
            value={result.text}
          />
          <div className="row">
            <CopyButton text={result.text} />
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                downloadBlob(
                  new Blob([result.text], { type: "text/plain;charset=utf-8" }),
                  txtName,
                )
              }
            >
              {t("download")}
            </button>
          </div>
        </section>
      ) : null}
      <p className="muted">{t("privacy")}</p>
    </div>
  );
}
