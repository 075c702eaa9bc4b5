import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Spinner } from '../ui/icons.tsx';
import { toast } from '../ui/toast-store.ts';
import { describeAccept, matchesAccept, nameForType } from './accept.ts';
import { formatBytes } from './format.ts';

/** Query parameters by which another page hands a file to a tool (spec section 2). */
export const FILE_PARAMS = ['fileBlobUrl', 'fileType', 'fileSize', 'fileName'] as const;

/** Reads the handed-over file of the spec's `fileBlobUrl` / `fileType` / `fileSize` parameters. */
export async function fileFromQuery(search: string, fetcher: typeof fetch = fetch): Promise<File | null> {
  const params = new URLSearchParams(search);
  const url = params.get('fileBlobUrl');
  if (!url) return null;
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const type = params.get('fileType') || blob.type;
  const name = params.get('fileName') || nameForType(type);
  return new File([blob], name, { type });
}

function dropQueryParams() {
  const url = new URL(window.location.href);
  for (const key of FILE_PARAMS) url.searchParams.delete(key);
  // Keep the router's history state: only the address changes.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export interface FileInputProps {
  /** Same syntax as `<input accept>`: '.pdf', 'image/*', 'image/png,image/jpeg'. */
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** Text of the button; defaults to 'Choose files' / 'Choose a file'. */
  label?: string;
  /** Line under the button; defaults to the drop and paste hint. */
  hint?: string;
}

/**
 * Where a tool takes its input: a drop zone with a visible button, drag and drop, Ctrl+V anywhere
 * on the page, and the spec's hand-over parameters on mount. Files that do not fit `accept` are
 * refused with a toast; with `multiple` false only the first file is passed on.
 */
export function FileInput(props: FileInputProps) {
  const { accept, multiple = false } = props;
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [incoming, setIncoming] = useState<number | null>(null);
  const hintId = useId();
  const onFilesRef = useRef(props.onFiles);
  useEffect(() => {
    onFilesRef.current = props.onFiles;
  });

  const deliverRef = useRef<(files: File[]) => void>(() => {});
  useEffect(() => {
    deliverRef.current = (files: File[]) => {
      const fitting = files.filter((f) => matchesAccept(f, accept));
      const refused = files.filter((f) => !matchesAccept(f, accept));
      if (refused.length)
        toast.warning(t('file.unsupported', { names: refused.map((f) => f.name).join(', ') }));
      const chosen = multiple ? fitting : fitting.slice(0, 1);
      if (chosen.length) onFilesRef.current(chosen);
    };
  });

  // Ctrl+V anywhere on the page adds pasted files (text pastes are left alone).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      deliverRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  // A file handed over by query parameters, once per page load.
  const handedOver = useRef(false);
  useEffect(() => {
    const search = window.location.search;
    const params = new URLSearchParams(search);
    if (handedOver.current || !params.get('fileBlobUrl')) return;
    handedOver.current = true;
    const size = Number(params.get('fileSize'));
    setIncoming(Number.isFinite(size) && size > 0 ? size : 0);
    fileFromQuery(search)
      .then((file) => {
        dropQueryParams();
        if (file) deliverRef.current([file]);
      })
      .catch(() => toast.warning(t('file.linkFailed')))
      .finally(() => setIncoming(null));
  }, [t]);

  const onDragEnter = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    dragDepth.current++;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    deliverRef.current(Array.from(event.dataTransfer.files));
  };

  const types = describeAccept(accept, {
    image: t('file.kinds.image'),
    audio: t('file.kinds.audio'),
    video: t('file.kinds.video'),
    text: t('file.kinds.text'),
  });
  const hint = props.hint ?? (multiple ? t('file.dropHint') : t('file.dropHintOne'));

  return (
    <div
      className={`file-drop${dragging ? ' is-dragging' : ''}`}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      onClick={(event) => {
        // The whole zone is a click target for mice; the button is the keyboard path.
        if (event.target === event.currentTarget) inputRef.current?.click();
      }}
    >
      <span className="file-drop-icon" aria-hidden="true">
        <Icon name="upload" size={28} />
      </span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => inputRef.current?.click()}
        aria-describedby={hintId}
      >
        {props.label ?? (multiple ? t('file.choose') : t('file.chooseOne'))}
      </button>
      <p className="file-drop-hint" id={hintId}>
        {dragging ? t('file.dropNow') : hint}
        {types && !dragging ? (
          <>
            <br />
            <span className="muted">{t('file.accepted', { types })}</span>
          </>
        ) : null}
      </p>
      {incoming !== null ? (
        <p className="file-drop-incoming">
          <Spinner label={t('file.loadingFromLink')} size={18} /> {t('file.loadingFromLink')}
          {incoming > 0 ? ` (${formatBytes(incoming)})` : ''}
        </p>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        data-testid="file-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = ''; // choosing the same file again still fires change
          if (files.length) deliverRef.current(files);
        }}
      />
    </div>
  );
}
