import { useCallback, useRef, useState } from "react";
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
import { Icon } from "../../../ui/icons.tsx";
import { useFileMoveButtons } from "../../../ui/use-ordered-list.ts";
import type { PdfFailure } from "@toolbox/toolkit/pdf";
import { MERGED_NAME } from "../kit/pdf-merge/file-list.ts";
import type { MergeRequest, MergeResponse } from "./protocol.ts";
import { MergeFailures, MergeFiles } from "../kit/pdf-merge/merge-files.tsx";
import { inspectWith } from "../kit/pdf-merge/inspect.ts";
import { usePdfList } from "../kit/pdf-merge/use-pdf-list.ts";
import "../kit/pdf-merge/pdf-merge.css";

const bridge = createWorkerBridge<MergeRequest, MergeResponse>(
  () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
);
const inspect = inspectWith(bridge);

interface Outcome {
  file: ResultFile | null;
  failed: PdfFailure[];
}

export default function PdfMergeTool() {
  const { t, i18n } = useToolTranslation();
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
    refocusIn: listRef,
  });

  const merge = () =>
    capture(async () => {
      const control = runs.start();
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
          { kind: "merge", files },
          {
            signal: control.signal,
            transfer: files.map((f) => f.bytes),
            onProgress: (done, total) => setProgress({ done, total }),
          },
        );
        if (res.kind !== "merge") return;
        const file = res.bytes
          ? {
              name: MERGED_NAME,
              blob: new Blob([res.bytes], { type: "application/pdf" }),
              note: t("pageCount", { count: res.pageCount }),
            }
          : null;
        setOutcome({ file, failed: res.failed });
      } finally {
        runs.finish(control);
        setProgress(null);
      }
    });

  const busy = progress !== null;

  return (
    <div className={`pdf-merge${items.length ? " has-files" : ""}`}>
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
        sortLocale={i18n.language}
      />

      {items.length > 0 ? (
        <div className="pdf-merge-actions">
          {busy ? (
            <div className="pdf-merge-progress">
              <RunStatus
                status={t("merging", progress)}
                progress={progress}
                progressLabel={t("merge")}
                onCancel={() => runs.cancel()}
              />
            </div>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-primary"
                disabled={items.length < 2}
                onClick={merge}
              >
                <Icon name="pdf" size={20} />
                <span>{t("merge")}</span>
              </button>
              {items.length < 2 ? (
                <p className="muted">{t("needTwo")}</p>
              ) : null}
            </>
          )}
          <p className="pdf-merge-privacy muted">{t("privacy")}</p>
        </div>
      ) : null}

      <ErrorMessage error={error} />
      {outcome ? (
        <MergeFailures
          failed={outcome.failed}
          anyUsed={!!outcome.file}
          noneText={t("nothingMerged")}
        />
      ) : null}
      {outcome?.file ? <ResultsPanel results={[outcome.file]} /> : null}
    </div>
  );
}
