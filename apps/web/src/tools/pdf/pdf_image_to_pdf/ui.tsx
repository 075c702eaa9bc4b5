import { useCallback, useEffect, useId, useRef, useState } from "react";
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
import { formatBytes } from "../../../framework/format.ts";
import type { ImageOrientation, ImagePageSize } from "@toolbox/toolkit/pdf";
import { OrderedList, OrderedRow } from "../../../ui/ordered-list.tsx";
import {
  useFileMoveButtons,
  useOrderedList,
} from "../../../ui/use-ordered-list.ts";
import { imageBytes } from "./convert.ts";
import type { ImagesRequest, ImagesResponse } from "./protocol.ts";
import "./pdf-image-to-pdf.css";

const bridge = createWorkerBridge<ImagesRequest, ImagesResponse>(
  () => new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
);

const MARGINS = { none: 0, small: 14.17, large: 42.52 } as const; // 0.5 cm and 1.5 cm in points
type MarginKey = keyof typeof MARGINS;
const OUTPUT_NAME = "images.pdf";

interface ImageItem {
  id: string;
  file: File;
  url: string;
}

let lastId = 0;
const nextId = () => `img-${++lastId}`;

export default function PdfImageToPdfTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [pageSize, setPageSize] = useState<ImagePageSize>("a4");
  const [orientation, setOrientation] = useState<ImageOrientation>("auto");
  const [margin, setMargin] = useState<MarginKey>("none");
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
  } | null>(null);
  const [result, setResult] = useState<ResultFile | null>(null);
  const { error, capture, clearError } = useToolError();
  const listRef = useRef<HTMLOListElement>(null);
  const runs = useAbortableRun();
  const onChange = useCallback(() => {
    setResult(null);
    clearError();
  }, [clearError]);
  const { items, changeItems, move, dragging, start } =
    useOrderedList<ImageItem>({ listRef, onChange });
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
      onChange();
    };

  const addFiles = (files: File[]) =>
    changeItems((list) => [
      ...list,
      ...files.map((file) => ({
        id: nextId(),
        file,
        url: URL.createObjectURL(file),
      })),
    ]);

  const remove = (gone: ImageItem[]) => {
    for (const item of gone) URL.revokeObjectURL(item.url);
    const ids = new Set(gone.map((item) => item.id));
    changeItems((list) => list.filter((item) => !ids.has(item.id)));
  };

  const { moveBy: moveByButton, announcement } = useFileMoveButtons({
    items,
    move,
  });

  const run = () =>
    capture(async () => {
      const abort = runs.start();
      setResult(null);
      setProgress({ done: 0, total: items.length });
      try {
        const images = [];
        for (const item of items)
          images.push({
            name: item.file.name,
            bytes: await imageBytes(item.file),
          });
        const res = await bridge.run(
          { images, pageSize, orientation, margin: MARGINS[margin] },
          {
            signal: abort.signal,
            transfer: images.map((image) => image.bytes),
            onProgress: (done, total) => setProgress({ done, total }),
          },
        );
        setResult({
          name: OUTPUT_NAME,
          blob: new Blob([res.bytes], { type: "application/pdf" }),
          note: t("pageCount", { count: res.pageCount }),
        });
      } finally {
        runs.finish(abort);
        setProgress(null);
      }
    });

  const busy = progress !== null;
  const totalBytes = items.reduce((sum, item) => sum + item.file.size, 0);

  return (
    <div className={`stack image-pdf${items.length ? " has-files" : ""}`}>
      <FileInput
        accept="image/*"
        multiple
        onFiles={addFiles}
        label={items.length ? t("addMore") : t("choose")}
        hint={t("hint")}
      />

      {items.length > 0 ? (
        <section className="image-pdf-files" aria-label={t("listLabel")}>
          <div className="image-pdf-toolbar">
            <span className="muted">
              {t("imageCount", { count: items.length })} ·{" "}
              {formatBytes(totalBytes)}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => remove(items)}
            >
              {t("clear")}
            </button>
          </div>
          <OrderedList
            prefix="image-pdf"
            listRef={listRef}
            announcement={announcement}
          >
            {items.map((item, index) => (
              <OrderedRow
                key={item.id}
                prefix="image-pdf"
                testId="image-pdf-row"
                index={index}
                count={items.length}
                dragging={dragging === index}
                disabled={busy}
                name={item.file.name}
                showIndex={false}
                lead={
                  <img
                    className="image-pdf-thumb"
                    src={item.url}
                    alt=""
                    loading="lazy"
                  />
                }
                meta={
                  <span className="muted">{formatBytes(item.file.size)}</span>
                }
                compactButtons
                onDragStart={start(index)}
                onMove={(delta) => moveByButton(index, delta)}
                onRemove={() => remove([item])}
              />
            ))}
          </OrderedList>
        </section>
      ) : null}

      <div className="card image-pdf-options">
        <div className="field">
          <label htmlFor={`${id}-size`}>{t("pageSize")}</label>
          <select
            id={`${id}-size`}
            value={pageSize}
            onChange={(e) =>
              changed(setPageSize)(e.target.value as ImagePageSize)
            }
          >
            {(["a4", "letter", "fit"] as const).map((size) => (
              <option key={size} value={size}>
                {t(`sizes.${size}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-orientation`}>{t("orientation")}</label>
          <select
            id={`${id}-orientation`}
            value={orientation}
            disabled={pageSize === "fit"}
            onChange={(e) =>
              changed(setOrientation)(e.target.value as ImageOrientation)
            }
          >
            {(["auto", "portrait", "landscape"] as const).map((o) => (
              <option key={o} value={o}>
                {t(`orientations.${o}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-margin`}>{t("margin")}</label>
          <select
            id={`${id}-margin`}
            value={margin}
            onChange={(e) => changed(setMargin)(e.target.value as MarginKey)}
          >
            {(["none", "small", "large"] as const).map((m) => (
              <option key={m} value={m}>
                {t(`margins.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="field-hint image-pdf-notes">{t("notes")}</p>
      </div>

      <div className="image-pdf-actions">
        {busy ? (
          <div className="image-pdf-progress">
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
        <p className="muted">{t("privacy")}</p>
      </div>

      <ErrorMessage error={error} />
      {result ? <ResultsPanel results={[result]} /> : null}
    </div>
  );
}
