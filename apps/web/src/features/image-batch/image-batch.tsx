import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesAccept } from '../../framework/accept.ts';
import { downloadBlob } from '../../framework/download.ts';
import { FileInput } from '../../framework/file-input.tsx';
import { formatBytes } from '../../framework/format.ts';
import { ResultsPanel, type ResultPreview } from '../../framework/results-panel.tsx';
import { RunStatus } from '../../framework/run-status.tsx';
import { errorText } from '../../framework/tool-error.tsx';
import { useToolCode, useToolTranslation } from '../../framework/tool-context.ts';
import { Icon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import { zipStream } from './batch-zip.ts';
import { chosenFolder, droppedFolders, type FolderFile } from './folder-input.ts';
import type { BatchItem, ImageBatchState } from './use-image-batch.ts';
import './image-batch.css';

/** What an image tool takes: every format the kit's decoders read. */
export const IMAGE_ACCEPT = 'image/*,.jpg,.jpeg,.png,.webp,.avif,.gif,.bmp,.ico,.tif,.tiff';

export interface ImageBatchProps<Options> {
  batch: ImageBatchState<Options>;
  /** The tool's option fields (one set for every file). */
  options?: ReactNode;
  /** Shown between the options and the run row (e.g. a live preview). */
  aside?: ReactNode;
  /** The options of the next run, or null while they are invalid (the run button is disabled). */
  runOptions: Options | null;
  /** Text of the run button for `count` files. */
  runLabel: (count: number) => string;
  zipName: string;
  accept?: string;
  multiple?: boolean;
  preview?: ResultPreview;
}

/**
 * A batch image tool's page: files or a folder in, the tool's options, a run over every file with
 * live per-file status and Cancel, failures listed by name with their reason, the results one by
 * one and as one ZIP (built as a stream).
 */
export function ImageBatch<Options>(props: ImageBatchProps<Options>) {
  const { batch, runOptions, multiple = true } = props;
  const accept = props.accept ?? IMAGE_ACCEPT;
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const toolCode = useToolCode();
  const folderRef = useRef<HTMLInputElement>(null);
  const [zipping, setZipping] = useState<string | null>(null);
  const running = batch.run !== null;
  const count = batch.items.length;

  const addFound = (found: FolderFile[]) => {
    const images = found.filter(({ file }) => matchesAccept(file, accept));
    if (found.length > images.length) toast.info(t('batch.skipped', { count: found.length - images.length }));
    if (images.length === 0) return;
    batch.add(
      images.map((f) => f.file),
      images.map((f) => f.folder),
    );
  };

  const downloadZip = async () => {
    const entries = batch.items.flatMap((item) =>
      item.outputs.map((o) => ({ name: item.folder ? `${item.folder}/${o.name}` : o.name, blob: o.blob })),
    );
    setZipping(t('batch.zipping', { done: 0, total: entries.length }));
    try {
      const zip = await zipStream(entries, (done, total) => setZipping(t('batch.zipping', { done, total })));
      downloadBlob(zip, props.zipName);
    } catch {
      toast.warning(tRoot('results.zipFailed'));
    } finally {
      setZipping(null);
    }
  };

  return (
    <div className="image-batch stack">
      <div
        className="image-batch-input"
        onDropCapture={(event) => {
          const walking = droppedFolders(event.dataTransfer);
          if (!walking) return;
          // A folder: walk it here; the file input sees an empty drop (its highlight ends).
          event.preventDefault();
          event.stopPropagation();
          event.target.dispatchEvent(
            new DragEvent('drop', { bubbles: true, dataTransfer: new DataTransfer() }),
          );
          walking.then(addFound, () => toast.warning(tRoot('errors.image_load_abnormal')));
        }}
      >
        <FileInput
          accept={accept}
          multiple={multiple}
          onFiles={(files) => batch.add(files)}
          label={count ? t('batch.addMore') : t('batch.choose')}
          hint={multiple ? t('batch.hint') : t('batch.hintOne')}
        />
        {multiple ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={() => folderRef.current?.click()}>
              {t('batch.chooseFolder')}
            </button>
            <input
              ref={folderRef}
              type="file"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="folder-input"
              multiple
              {...{ webkitdirectory: '' }}
              onChange={(event) => {
                const found = chosenFolder(event.currentTarget.files);
                event.currentTarget.value = '';
                addFound(found);
              }}
            />
          </>
        ) : null}
      </div>

      {count ? (
        <section className="card stack" aria-label={t('batch.listLabel')}>
          <div className="image-batch-head">
            <h2>{t('batch.selected', { count })}</h2>
            <button type="button" className="btn btn-ghost" onClick={batch.clear} disabled={running}>
              {t('batch.clear')}
            </button>
          </div>
          <ol className="image-batch-files">
            {batch.items.map((item) => (
              <FileRow key={item.id} item={item} running={running} onRemove={() => batch.remove(item.id)} />
            ))}
          </ol>
        </section>
      ) : null}

      {props.options}
      {props.aside}

      {count ? (
        <div className="image-batch-run">
          {batch.run ? (
            <RunStatus
              status={t('batch.working', { ...batch.run })}
              progress={{ done: batch.run.current - 1, total: batch.run.total }}
              progressLabel={t('batch.progressLabel')}
              onCancel={batch.cancel}
            />
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={runOptions === null}
              onClick={() => runOptions !== null && void batch.start(runOptions)}
            >
              {props.runLabel(count)}
            </button>
          )}
          <p className="muted">{t('batch.privacy')}</p>
        </div>
      ) : null}
      {batch.cancelled ? <p className="muted">{t('batch.cancelled')}</p> : null}

      {batch.failed.length ? (
        <div className="image-batch-failed" role="alert">
          <p>{batch.results.length ? tRoot('errors.some_files_failed') : t('batch.nothingDone')}</p>
          <ul>
            {batch.failed.map((item) => (
              <li key={item.id}>
                <strong>{item.file.name}</strong>: {errorText(item.error, toolCode)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {batch.results.length >= 2 && !running ? (
        <div className="image-batch-zip">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void downloadZip()}
            disabled={!!zipping}
          >
            <Icon name="download" size={18} /> {t('batch.downloadZip', { count: batch.results.length })}
          </button>
          {zipping ? <span role="status">{zipping}</span> : null}
        </div>
      ) : null}
      <ResultsPanel results={batch.results} zip={false} preview={props.preview} />
    </div>
  );
}

function FileRow(props: { item: BatchItem; running: boolean; onRemove: () => void }) {
  const { item } = props;
  const { t } = useToolTranslation();
  const label =
    item.status === 'working' && item.progress > 0
      ? t('batch.statusProgress', { percent: Math.round(item.progress * 100) })
      : t(`batch.status.${item.status}`);
  return (
    <li className={`image-batch-file is-${item.status}`}>
      <span
        className="image-batch-name"
        title={item.folder ? `${item.folder}/${item.file.name}` : item.file.name}
      >
        {item.file.name}
      </span>
      <span className="muted">{formatBytes(item.file.size)}</span>
      <span className="image-batch-status">{label}</span>
      {item.notes.map((note) => (
        <span key={note.code} className="image-batch-note">
          {t(`batch.notes.${note.code}`, note.params)}
        </span>
      ))}
      <button
        type="button"
        className="btn btn-ghost"
        disabled={props.running}
        aria-label={t('batch.remove', { name: item.file.name })}
        onClick={props.onRemove}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
