import { useCallback, useId, useRef, useState } from "react";
import { FileInput } from "../../../framework/file-input.tsx";
import { RunStatus } from "../../../framework/run-status.tsx";
import {
  ResultsPanel,
  type ResultFile,
} from "../../../framework/results-panel.tsx";
import { ErrorMessage } from "../../../framework/tool-error.tsx";
import { useToolError } from "../../../framework/use-tool-error.ts";
import { useAbortableRun } from "../../../framework/use-abortable-run.ts";
import { useToolTranslation } from "../../../framework/tool-context.ts";
import { createWorkerBridge } from "../../../framework/worker-bridge.ts";
import { useFileMoveButtons } from "../../../ui/use-ordered-list.ts";
import type { PdfFailure } from "@toolbox/toolkit/pdf";
import { MergeFailures, MergeFiles } from "../kit/pdf-merge/merge-files.tsx";
import { inspectWith } from "../kit/pdf-merge/inspect.ts";
import { usePdfList } from "../kit/pdf-merge/use-pdf-list.ts";
import type { InvoiceRequest, InvoiceResponse } from "./protocol.ts";
import "../kit/pdf-merge/pdf-merge.css";
import "./invoice-pdf-merge.css";

const bridge = createWorkerBridge<InvoiceRequest, InvoiceResponse>(
  () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
);
const inspect = inspectWith(bridge);

const OUTPUT_NAME = "invoices.pdf";

interface Outcome {
  file: ResultFile | null;
  failed: PdfFailure[];
}

export default function InvoicePdfMergeTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [perSheet, setPerSheet] = useState<2 | 4>(2);
  const [cutLines, setCutLines] = useState(true);
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
  } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { error, capture, clearError } = useToolError();
  const listRef = useRef<HTMLOListElement>(null);
  const runs = useAbortableRun();

  /** Every change to the list makes an earlier result stale. */
  const onListChange = useCallback(() => {
    setOutcome(null);
    clearError();
  }, [clearError]);
  const list = usePdfList({ inspect, onChange: onListChange, listRef });
  const { items, addFiles, move } = list;

  const { moveBy: moveByButton, announcement } = useFileMoveButtons({
    items,
    move,
  });

  const run = () =>
    capture(async () => {
      const abort = runs.start();
      setOutcome(null);
      setProgress({ done: 0, total: items.length });
      try {
        const files = await Promise.all(
          items.map(async (item) => ({
            name: item.file.name,
            bytes: await item.file.arrayBuffer(),
          })),
        );
        const res = await bridge.run(
          { kind: "layout", files, perSheet, cutLines },
          {
            signal: abort.signal,
            transfer: files.map((f) => f.bytes),
            onProgress: (done, total) => setProgress({ done, total }),
          },
        );
        if (res.kind !== "layout") return;
        const file = res.bytes
          ? {
              name: OUTPUT_NAME,
              blob: new Blob([res.bytes], { type: "application/pdf" }),
              note: `${t("sheets", { count: res.sheetCount })} · ${t("pageCount", { count: res.pageCount })}`,
            }
          : null;
        setOutcome({ file, failed: res.failed });
      } finally {
        runs.finish(abort);
        setProgress(null);
      }
    });

  const busy = progress !== null;
  const changeOption =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOutcome(null);
    };

  return (
    <div
      className={`pdf-merge invoice-merge${items.length ? " has-files" : ""}`}
    >
      <FileInput
        accept=".pdf,application/pdf"
        multiple
        onFiles={(files) => void addFiles(files)}
        label={items.length ? t("addMore") : t("choose")}
        hint={t("hint")}
      />

      <MergeFiles
        list={list}
        listRef={listRef}
        busy={busy}
        onMove={moveByButton}
        announcement={announcement}
      />

      <div className="card invoice-merge-options">
        <fieldset className="invoice-merge-per-sheet">
          <legend className="field-label">{t("perSheet")}</legend>
          {([2, 4] as const).map((n) => (
            <label key={n} className="check">
              <input
                type="radio"
                name={`${id}-per-sheet`}
                checked={perSheet === n}
                onChange={() => changeOption(setPerSheet)(n)}
              />
              <span>{t(n === 2 ? "two" : "four")}</span>
            </label>
          ))}
        </fieldset>
        <label className="check">
          <input
            type="checkbox"
            checked={cutLines}
            onChange={(e) => changeOption(setCutLines)(e.target.checked)}
          />
          <span>{t("cutLines")}</span>
        </label>
        <p className="field-hint invoice-merge-notes">{t("notes")}</p>
      </div>

      <div className="pdf-merge-actions">
        {busy ? (
          <div className="pdf-merge-progress">
            <RunStatus
              status={t("working", progress)}
              progress={progress}
              progressLabel={t("run")}
              onCancel={() => runs.cancel()}
            />
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={items.length === 0}
            onClick={run}
          >
            {t("run")}
          </button>
        )}
        <p className="pdf-merge-privacy muted">{t("privacy")}</p>
      </div>

      <ErrorMessage error={error} />
      {outcome ? (
        <MergeFailures
          failed={outcome.failed}
          anyUsed={!!outcome.file}
          noneText={t("nothing")}
        />
      ) : null}
      {outcome?.file ? <ResultsPanel results={[outcome.file]} /> : null}
    </div>
  );
}
