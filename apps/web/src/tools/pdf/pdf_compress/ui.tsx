import { useState } from "react";
import { FileInput } from "../../../framework/file-input.tsx";
import {
  ResultsPanel,
  type ResultFile,
} from "../../../framework/results-panel.tsx";
import { ErrorMessage } from "../../../framework/tool-error.tsx";
import { RunStatus } from "../../../framework/run-status.tsx";
import { useToolError } from "../../../framework/use-tool-error.ts";
import { useAbortableRun } from "../../../framework/use-abortable-run.ts";
import { useToolTranslation } from "../../../framework/tool-context.ts";
import { createWorkerBridge } from "../../../framework/worker-bridge.ts";
import { formatBytes, withSuffix } from "../../../framework/format.ts";
import { RadioChips } from "../../../ui/segmented.tsx";
import type { CompressLevel } from "@toolbox/toolkit/pdf/compress";
import type { PdfCompressRequest, PdfCompressResponse } from "./protocol.ts";
import "./pdf-compress.css";

const bridge = createWorkerBridge<PdfCompressRequest, PdfCompressResponse>(
  () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
);

const LEVELS: readonly CompressLevel[] = ["low", "medium", "high"];

interface Outcome {
  file: ResultFile;
  before: number;
  after: number;
  kept: boolean;
  changed: number;
  total: number;
}

/** Whole percent saved, never negative (a kept original saves 0). */
const savedPercent = (before: number, after: number) =>
  before > 0 ? Math.max(0, Math.round((1 - after / before) * 100)) : 0;

export default function PdfCompressTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [level, setLevel] = useState<CompressLevel>("medium");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
  } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { error, capture, clearError } = useToolError();
  const runs = useAbortableRun();

  const reset = () => {
    setOutcome(null);
    clearError();
  };

  const run = () =>
    capture(async () => {
      if (!file) return;
      const abort = runs.start();
      setBusy(true);
      setOutcome(null);
      setProgress(null);
      try {
        const bytes = await file.arrayBuffer();
        const res = await bridge.run(
          { name: file.name, bytes, level },
          {
            signal: abort.signal,
            transfer: [bytes],
            onProgress: (done, total) => setProgress({ done, total }),
          },
        );
        const after = res.bytes.byteLength;
        const percent = savedPercent(res.originalSize, after);
        setOutcome({
          file: {
            name: withSuffix(file.name, "_compressed", "pdf"),
            blob: new Blob([res.bytes], { type: "application/pdf" }),
            note: res.keptOriginal
              ? t("noteKept", { pages: res.pageCount })
              : t("note", { pages: res.pageCount, percent }),
          },
          before: res.originalSize,
          after,
          kept: res.keptOriginal,
          changed: res.imagesChanged,
          total: res.imagesTotal,
        });
      } finally {
        runs.finish(abort);
        setBusy(false);
        setProgress(null);
      }
    });

  return (
    <div className="stack">
      <FileInput
        accept=".pdf,application/pdf"
        onFiles={(files) => {
          setFile(files[0] ?? null);
          reset();
        }}
        label={file ? t("replace") : t("choose")}
        hint={t("hint")}
      />
      {file ? (
        <p className="pdf-compress-file">
          <strong>{file.name}</strong>{" "}
          <span className="muted">· {formatBytes(file.size)}</span>
        </p>
      ) : null}

      <fieldset className="card pdf-compress-levels">
        <legend className="field-label">{t("level")}</legend>
        <RadioChips
          className="pdf-compress-chips"
          name="pdf-compress-level"
          value={level}
          options={LEVELS}
          onChange={(value) => {
            setLevel(value);
            reset();
          }}
          labelOf={(value) => t(`levels.${value}`)}
        />
        <p className="field-hint">{t("levelHint")}</p>
      </fieldset>

      <div className="pdf-compress-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || busy}
          onClick={run}
        >
          {t("run")}
        </button>
        {busy ? (
          <RunStatus
            status={
              progress && progress.total > 0
                ? t("progress", progress)
                : t("working")
            }
            progress={progress && progress.total > 0 ? progress : null}
            progressLabel={t("working")}
            onCancel={() => runs.cancel()}
          />
        ) : null}
      </div>
      <p className="muted">{t("privacy")}</p>

      <ErrorMessage error={error} />
      {outcome ? (
        <>
          <div className="card pdf-compress-summary">
            <dl className="pdf-compress-sizes">
              <div>
                <dt>{t("before")}</dt>
                <dd>{formatBytes(outcome.before)}</dd>
              </div>
              <div>
                <dt>{t("after")}</dt>
                <dd>{formatBytes(outcome.after)}</dd>
              </div>
            </dl>
            <p className={outcome.kept ? "muted" : "pdf-compress-saved"}>
              {outcome.kept
                ? t("kept")
                : t("saved", {
                    percent: savedPercent(outcome.before, outcome.after),
                  })}
            </p>
            {outcome.total > 0 && !outcome.kept ? (
              <p className="muted">
                {t("images", {
                  changed: outcome.changed,
                  count: outcome.total,
                })}
              </p>
            ) : null}
          </div>
          <ResultsPanel results={[outcome.file]} />
        </>
      ) : null}
    </div>
  );
}
