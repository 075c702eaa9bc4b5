import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRenameRules, planIsApplicable, planRenames, type RenameRules } from '@toolbox/toolkit/files';
import { isAbortError } from '../../../framework/abort.ts';
import { downloadBlob } from '../../../framework/download.ts';
import { FileInput } from '../../../framework/file-input.tsx';
import { ErrorMessage, ToolError } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { zipFiles } from '../../../framework/zip.ts';
import { Icon } from '../../../ui/icons.tsx';
import { toast } from '../../../ui/toast-store.ts';
import {
  canRenameInPlace,
  listFiles,
  pickDirectory,
  renameInPlace,
  type DirectoryHandle,
  type FileHandle,
} from './fs-access.ts';
import { PreviewTable } from './preview-table.tsx';
import { RulesForm } from './rules-form.tsx';
import './batch-rename.css';

type Source =
  | { kind: 'folder'; dir: DirectoryHandle; handles: Map<string, FileHandle>; names: string[] }
  | { kind: 'files'; files: File[]; names: string[] };

export default function BatchRenameTool() {
  const { t } = useToolTranslation();
  const { t: tc } = useTranslation();
  const [source, setSource] = useState<Source | null>(null);
  const [rules, setRules] = useState<RenameRules>(defaultRenameRules);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState<unknown>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const folderSupported = canRenameInPlace();

  const { plan, ruleError } = useMemo(() => {
    try {
      return { plan: planRenames(source?.names ?? [], rules), ruleError: null };
    } catch (e) {
      return { plan: [], ruleError: e };
    }
  }, [source, rules]);
  const changed = plan.filter((e) => e.changed).length;
  const problems = plan.reduce((n, e) => n + e.issues.length, 0);
  const applicable = planIsApplicable(plan);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const openFolder = async () => {
    setError(null);
    try {
      const dir = await pickDirectory();
      const handles = await listFiles(dir);
      setSource({
        kind: 'folder',
        dir,
        handles: new Map(handles.map((h) => [h.name, h])),
        names: handles.map((h) => h.name),
      });
    } catch (e) {
      if (!isAbortError(e)) setError(new ToolError('folder_denied'));
    }
  };

  const applyInFolder = async () => {
    if (source?.kind !== 'folder') return;
    setConfirming(false);
    const renames = plan.filter((e) => e.changed).map((e) => ({ from: e.oldName, to: e.newName }));
    const failed = await renameInPlace(source.dir, source.handles, renames, (done, total) =>
      setBusy(t('renaming', { done, total })),
    );
    setBusy('');
    if (failed.length)
      setError({
        message: t('renameFailed', { count: failed.length, names: failed.map((f) => f.name).join(', ') }),
      });
    else toast.success(t('renamed', { count: renames.length }));
    const handles = await listFiles(source.dir);
    setSource({
      ...source,
      handles: new Map(handles.map((h) => [h.name, h])),
      names: handles.map((h) => h.name),
    });
  };

  const downloadZip = async () => {
    if (!source) return;
    setBusy(t('zipping'));
    try {
      const files =
        source.kind === 'files'
          ? source.files
          : await Promise.all(source.names.map((n) => source.handles.get(n)!.getFile()));
      const zip = await zipFiles(plan.map((e, i) => ({ name: e.newName, blob: files[i]! })));
      downloadBlob(zip, 'renamed.zip');
    } catch (e) {
      setError(e);
    } finally {
      setBusy('');
    }
  };

  return (
    <div className="stack batch-rename">
      {!source ? (
        <div className="card stack">
          {folderSupported ? (
            <button type="button" className="btn btn-primary br-folder" onClick={() => void openFolder()}>
              <Icon name="file" size={18} />
              <span>{t('pickFolder')}</span>
            </button>
          ) : (
            <p className="notice">{t('noFolderSupport')}</p>
          )}
          <FileInput
            accept=""
            multiple
            label={t('pickFiles')}
            hint={t('filesHint')}
            onFiles={(files) => setSource({ kind: 'files', files, names: files.map((f) => f.name) })}
          />
        </div>
      ) : (
        <div className="card row br-source">
          <span>
            <strong>
              {source.kind === 'folder' ? t('source.folder', { name: source.dir.name }) : t('source.files')}
            </strong>{' '}
            <span className="muted">{t('count', { count: source.names.length })}</span>
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setSource(null)}
            disabled={Boolean(busy)}
          >
            {t('clear')}
          </button>
        </div>
      )}
      <RulesForm rules={rules} onChange={(patch) => setRules((r) => ({ ...r, ...patch }))} />
      <ErrorMessage error={ruleError ?? error} />
      {source && plan.length ? (
        <section className="card stack">
          <div className="br-head">
            <h2 className="br-title">{t('preview')}</h2>
            <p className="muted" role="status" data-testid="rename-summary">
              {t('changed', { count: changed })}
              {problems ? ` · ${t('problems', { count: problems })}` : ''}
            </p>
          </div>
          <PreviewTable entries={plan} />
          {confirming && source.kind === 'folder' ? (
            <div
              className="br-confirm"
              role="alertdialog"
              aria-labelledby="br-confirm-title"
              aria-describedby="br-confirm-text"
            >
              <h3 id="br-confirm-title">{t('confirmTitle')}</h3>
              <p id="br-confirm-text">{t('confirmText', { count: changed, folder: source.dir.name })}</p>
              <div className="row" style={{ gap: 8 }}>
                <button
                  ref={confirmButton}
                  type="button"
                  className="btn btn-danger"
                  onClick={() => void applyInFolder()}
                >
                  {t('confirm')}
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
                  {tc('common.cancel')}
                </button>
              </div>
            </div>
          ) : null}
          <div className="row br-actions">
            {source.kind === 'folder' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={!applicable || Boolean(busy)}
                onClick={() => setConfirming(true)}
              >
                {t('apply', { count: changed })}
              </button>
            ) : null}
            <button
              type="button"
              className={`btn ${source.kind === 'folder' ? 'btn-secondary' : 'btn-primary'}`}
              disabled={!applicable || Boolean(busy)}
              onClick={() => void downloadZip()}
            >
              <Icon name="download" size={18} />
              <span>{t('downloadZip')}</span>
            </button>
            {busy ? <span role="status">{busy}</span> : null}
          </div>
        </section>
      ) : null}
      <p className="field-hint">{t('privacy')}</p>
    </div>
  );
}
