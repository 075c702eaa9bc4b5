import type {
  DesktopFuncCode,
  DesktopFuncFileResult,
  DesktopFuncProgress,
  DesktopFuncRunResult,
  FileSelectResult,
  FuncUseQuote,
} from '@toolbox/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLogin } from '../../features/auth/login-store.ts';
import { creditsApi } from '../../features/credits/credits-api.ts';
import { VipDialog } from '../../features/credits/function-use-dialogs.tsx';
import { refreshPoints } from '../../features/credits/points-store.ts';
import { bridgeCall, bridgeEvents, BridgeFailure } from '../../features/desktop/bridge.ts';
import { chargeRefusal } from '../../features/desktop/charge-refusal.ts';
import { toast } from '../../ui/toast-store.ts';
import { warnBridge } from '../desktop-index/file-search-panel.tsx';
import { FuncOptionsForm } from './func-options.tsx';
import type { FuncKind, FuncOptions } from './func-kinds.ts';

interface Row {
  source: string;
  state: 'waiting' | 'running' | 'done';
  result?: DesktopFuncFileResult;
}

const baseName = (path: string) => path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);

/** One result file: its name with open and open-folder buttons. */
export function Output({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <span className="desktop-func-path">{baseName(path)}</span>
      <button
        type="button"
        className="btn btn-link"
        onClick={() => void bridgeCall('file:open', { path }).catch(warnBridge)}
      >
        {t('desktopFunc.open')}
      </button>
      <button
        type="button"
        className="btn btn-link"
        onClick={() => void bridgeCall('file:open', { path, folder: true }).catch(warnBridge)}
      >
        {t('desktopFunc.openFolder')}
      </button>
    </li>
  );
}

function Status({ row }: { row: Row }) {
  const { t } = useTranslation();
  const result = row.result;
  if (!result)
    return <span>{t(row.state === 'running' ? 'desktopFunc.working' : 'desktopFunc.waiting')}</span>;
  if (!result.ok) {
    return (
      <span className="desktop-func-failed" role="alert">
        {t('desktopFunc.failed')}:{' '}
        {t(`desktopFunc.reasons.${result.reason ?? 'failed'}`, { error: result.error })}
      </span>
    );
  }
  if (result.point === undefined) return <span>{t('desktopFunc.done')}</span>;
  return (
    <span>
      {result.point > 0 ? t('desktopFunc.doneCharged', { count: result.point }) : t('desktopFunc.doneFree')}
    </span>
  );
}

/** What a file costs on the desktop now, from the server's quote (the rule the agent is charged by). */
function Price({ quote }: { quote: FuncUseQuote }) {
  const { t } = useTranslation();
  if (quote.kind === 'none') return <p data-testid="desktop-func-price">{t('desktopFunc.priceFree')}</p>;
  // The quote is of the next use: when it is free, it is one of the free uses left.
  const freeLeft = quote.kind === 'free' ? quote.freeCountLeft + 1 : 0;
  return (
    <p data-testid="desktop-func-price">
      {t('desktopFunc.priceEach', { count: quote.each })}{' '}
      {freeLeft > 0 && <>{t('desktopFunc.priceFreeLeft', { count: freeLeft })} </>}
      {t('desktopFunc.priceBalance', { count: quote.balance })}
    </p>
  );
}

/**
 * Chosen files and folders, where results go, the tool's options, start, then one row per file with
 * its progress (from the agent's LOADING messages) and its results.
 */
export function FuncRunPanel({ code, kind }: { code: DesktopFuncCode; kind: FuncKind }) {
  const { t } = useTranslation();
  const [paths, setPaths] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [outMode, setOutMode] = useState<'source' | 'folder'>('source');
  const [outDir, setOutDir] = useState<string | null>(null);
  const [options, setOptions] = useState<FuncOptions>(kind.defaults);
  const [rows, setRows] = useState<Row[]>([]);
  const [running, setRunning] = useState(false);
  const [summary, setSummary] = useState<DesktopFuncRunResult | null>(null);
  const [quote, setQuote] = useState<FuncUseQuote | null>(null);
  const [vip, setVip] = useState(false);
  const job = useRef('');

  const loadQuote = useCallback(
    () => creditsApi.quoteUse({ code, desktop: true }, { silent: true }).then(setQuote, () => setQuote(null)),
    [code],
  );
  useEffect(() => void loadQuote(), [loadQuote]);

  useEffect(
    () =>
      bridgeEvents((message) => {
        if (message.type !== 'LOADING') return;
        const p = message.data as DesktopFuncProgress;
        if (p.jobId !== job.current) return;
        setRows((old) => {
          const next =
            old.length === p.total
              ? [...old]
              : Array.from({ length: p.total }, (): Row => ({ source: '', state: 'waiting' }));
          next[p.index] = { source: p.source, state: p.state, result: p.result };
          return next;
        });
      }),
    [],
  );

  const add = (more: string[]) => setPaths((old) => [...old, ...more.filter((p) => !old.includes(p))]);
  const choose = async (select: 'files' | 'folder') => {
    const res = await bridgeCall<FileSelectResult>('file:open', { select, accept: kind.accept }).catch(
      warnBridge,
    );
    return res?.paths ?? [];
  };

  const start = async () => {
    if (outMode === 'folder' && !outDir) return toast.warning(t('desktopFunc.needOutFolder'));
    job.current = `job-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    setRows([]);
    setSummary(null);
    setRunning(true);
    try {
      // The agent pays with the login this page shows (the desktop home saves it too, every 2 s).
      await bridgeCall('user:save', getLogin()).catch(() => {});
      const result = await bridgeCall<DesktopFuncRunResult>('func:run', {
        code,
        paths,
        jobId: job.current,
        options,
        ...(outMode === 'folder' && outDir ? { outDir } : {}),
      });
      // The answer has every file: it also fills in any progress message that arrived late.
      setRows(result.files.map((result) => ({ source: result.source, state: 'done', result })));
      setSummary(result);
    } catch (error) {
      // The agent's refusals, in the page's language.
      if (error instanceof BridgeFailure && error.code === '403')
        toast.warning(t('desktopFunc.outside', { path: error.content }));
      else if (
        error instanceof BridgeFailure &&
        (error.content === 'no_files' || error.content === 'no_converter')
      )
        toast.warning(t(error.content === 'no_files' ? 'desktopFunc.noneFound' : 'desktopFunc.unavailable'));
      else {
        const refusal = chargeRefusal(error);
        if (refusal === 'vip') setVip(true);
        else if (refusal) toast.warning(t(refusal));
        else warnBridge(error);
      }
    } finally {
      setRunning(false);
      void refreshPoints(true);
      void loadQuote();
    }
  };

  const done = rows.filter((r) => r.state === 'done').length;
  const outputs = new Set<string>();
  return (
    <div className="desktop-func-run">
      <section className="card">
        <h2>{t('desktopFunc.files')}</h2>
        <div className="desktop-func-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={running}
            onClick={() => void choose('files').then(add)}
          >
            {t('desktopFunc.chooseFiles')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={running}
            onClick={() => void choose('folder').then(add)}
          >
            {t('desktopFunc.chooseFolder')}
          </button>
        </div>
        <form
          className="desktop-func-typed"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) add([typed.trim()]);
            setTyped('');
          }}
        >
          <label>
            {t('desktopFunc.pathLabel')}
            <input value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="desktop-func-path" />
          </label>
          <button type="submit" className="btn btn-secondary" disabled={running || !typed.trim()}>
            {t('desktopFunc.addPath')}
          </button>
        </form>
        {paths.length === 0 ? (
          <p>{t('desktopFunc.noFiles', { kinds: kind.kinds })}</p>
        ) : (
          <ul className="desktop-func-list" data-testid="desktop-func-chosen">
            {paths.map((path) => (
              <li key={path}>
                <span className="desktop-func-path">{path}</span>
                <button
                  type="button"
                  className="btn btn-link"
                  aria-label={t('desktopFunc.remove', { name: baseName(path) })}
                  disabled={running}
                  onClick={() => setPaths((old) => old.filter((p) => p !== path))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <fieldset className="desktop-func-output">
          <legend>{t('desktopFunc.output')}</legend>
          <label>
            <input type="radio" checked={outMode === 'source'} onChange={() => setOutMode('source')} />
            {t('desktopFunc.nextToSource')}
          </label>
          <label>
            <input type="radio" checked={outMode === 'folder'} onChange={() => setOutMode('folder')} />
            {t('desktopFunc.inFolder')}
          </label>
          {outMode === 'folder' && (
            <>
              <span className="desktop-func-path">{outDir ?? t('desktopFunc.outFolderNone')}</span>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => void choose('folder').then((p) => p[0] && setOutDir(p[0]))}
              >
                {t('desktopFunc.chooseFolder')}
              </button>
            </>
          )}
        </fieldset>
        <FuncOptionsForm kind={kind} value={options} onChange={setOptions} />
        {quote && <Price quote={quote} />}
        <button
          type="button"
          className="btn btn-primary"
          disabled={running || paths.length === 0}
          onClick={() => void start()}
        >
          {t('desktopFunc.start')}
        </button>
      </section>
      <VipDialog open={vip} quote={quote ?? undefined} onClose={() => setVip(false)} />
      {(running || rows.length > 0) && (
        <section className="card" aria-live="polite">
          {running && (
            <p data-testid="desktop-func-progress">
              {t('desktopFunc.running', {
                done: Math.min(done + 1, rows.length || 1),
                total: rows.length || 1,
              })}
            </p>
          )}
          {summary && (
            <p data-testid="desktop-func-summary">
              {t('desktopFunc.summary', {
                ok: summary.files.filter((f) => f.ok).length,
                count: summary.files.length,
                seconds: (summary.ms / 1000).toFixed(1),
              })}
            </p>
          )}
          <ol className="desktop-func-rows" data-testid="desktop-func-rows">
            {rows.map((row, i) => (
              <li key={i} data-state={row.result ? (row.result.ok ? 'done' : 'failed') : row.state}>
                <strong>{baseName(row.source)}</strong> <Status row={row} />
                {/* A merge writes one file for all its sources: listed once, under the first. */}
                {row.result && row.result.outputs.length > 0 && (
                  <ul className="desktop-func-outputs">
                    {row.result.outputs
                      .filter((o) => !outputs.has(o) && outputs.add(o))
                      .map((path) => (
                        <Output key={path} path={path} />
                      ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
