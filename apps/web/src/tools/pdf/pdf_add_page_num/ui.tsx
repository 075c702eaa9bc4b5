import { useId, useState } from "react";
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
import {
  DEFAULT_PAGE_NUMBER_OPTIONS,
  PAGE_NUMBER_FORMATS,
  PAGE_NUMBER_POSITIONS,
  type PageNumberFormat,
  type PageNumberPosition,
} from "@toolbox/toolkit/pdf";
import type { PageNumRequest, PageNumResponse } from "./protocol.ts";
import "./pdf-add-page-num.css";

const bridge = createWorkerBridge<PageNumRequest, PageNumResponse>(
  () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
);

/** A whole number from a text field, clamped; the fallback when the field is not a number. */
function readInt(
  text: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export default function PdfAddPageNumTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [position, setPosition] = useState<PageNumberPosition>(
    DEFAULT_PAGE_NUMBER_OPTIONS.position,
  );
  const [format, setFormat] = useState<PageNumberFormat>(
    DEFAULT_PAGE_NUMBER_OPTIONS.format,
  );
  const [start, setStart] = useState("1");
  const [fontSize, setFontSize] = useState("12");
  const [margin, setMargin] = useState("28");
  const [skipFirst, setSkipFirst] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultFile | null>(null);
  const { error, capture, clearError } = useToolError();
  const runs = useAbortableRun();

  // Any change makes an earlier result stale.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setResult(null);
      clearError();
    };

  const run = () =>
    capture(async () => {
      if (!file) return;
      const abort = runs.start();
      setBusy(true);
      setResult(null);
      try {
        const bytes = await file.arrayBuffer();
        const res = await bridge.run(
          {
            name: file.name,
            bytes,
            options: {
              position,
              format,
              start: readInt(start, -999999, 999999, 1),
              fontSize: readInt(fontSize, 4, 72, 12),
              margin: readInt(margin, 0, 200, 28),
              skipFirst,
            },
          },
          { signal: abort.signal, transfer: [bytes] },
        );
        setResult({
          name: withSuffix(file.name, "_numbered", "pdf"),
          blob: new Blob([res.bytes], { type: "application/pdf" }),
          note: t("pageCount", { count: res.pageCount }),
        });
      } finally {
        runs.finish(abort);
        setBusy(false);
      }
    });

  return (
    <div className="stack">
      <FileInput
        accept=".pdf,application/pdf"
        onFiles={(files) => changed(setFile)(files[0] ?? null)}
        label={file ? t("replace") : t("choose")}
        hint={t("hint")}
      />
      {file ? (
        <p className="page-num-file">
          <strong>{file.name}</strong>{" "}
          <span className="muted">· {formatBytes(file.size)}</span>
        </p>
      ) : null}

      <div className="card page-num-options">
        <fieldset className="page-num-positions">
          <legend className="field-label">{t("position")}</legend>
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
        <div className="field">
          <label htmlFor={`${id}-format`}>{t("format")}</label>
          <select
            id={`${id}-format`}
            value={format}
            onChange={(e) =>
              changed(setFormat)(e.target.value as PageNumberFormat)
            }
          >
            {PAGE_NUMBER_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`formats.${f}`)}
              </option>
            ))}
          </select>
          <p className="field-hint">{t("formatHint")}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("start")}</label>
          <input
            id={`${id}-start`}
            type="number"
            inputMode="numeric"
            value={start}
            onChange={(e) => changed(setStart)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-size`}>{t("fontSize")}</label>
          <input
            id={`${id}-size`}
            type="number"
            min={4}
            max={72}
            inputMode="numeric"
            value={fontSize}
            onChange={(e) => changed(setFontSize)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-margin`}>{t("margin")}</label>
          <input
            id={`${id}-margin`}
            type="number"
            min={0}
            max={200}
            inputMode="numeric"
            value={margin}
            onChange={(e) => changed(setMargin)(e.target.value)}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={skipFirst}
            onChange={(e) => changed(setSkipFirst)(e.target.checked)}
          />
          <span>{t("skipFirst")}</span>
        </label>
      </div>

      <div className="page-num-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || busy}
          onClick={run}
        >
          {t("run")}
        </button>
        {busy ? (
          <RunStatus status={t("working")} onCancel={() => runs.cancel()} />
        ) : null}
      </div>
      <p className="muted">{t("privacy")}</p>

      <ErrorMessage error={error} />
      {result ? <ResultsPanel results={[result]} /> : null}
    </div>
  );
}
