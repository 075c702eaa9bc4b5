import { useId, useMemo, useRef, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { downloadBlob } from '../../../framework/download.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { CheckField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { TextFileField } from '../../../features/text-file/text-file-field.tsx';
import type { JsonErrorReason } from '@toolbox/toolkit/textcode';
import { shownPart, type JsonAction, type JsonSettings } from './process.ts';
import { JsonTree } from './tree-view.tsx';
import { useJson } from './use-json.ts';
import './json-parse.css';

const ACTIONS: JsonAction[] = ['format', 'minify', 'escape', 'unescape'];

const INDENTS: Array<[JsonSettings['indent'], string]> = [
  [2, 'two'],
  [4, 'four'],
  ['tab', 'tab'],
];

export default function JsonParseTool() {
  const { t } = useToolTranslation();
  const [input, setInput] = useState('');
  const [settings, setSettings] = useState<JsonSettings>({ action: 'format', indent: 2, sortKeys: false });
  const [tab, setTab] = useState<'text' | 'tree'>('text');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const ids = { output: useId(), indent: useId(), cut: useId() };
  const { outcome, pending } = useJson(input, settings);
  const output = outcome?.output ?? '';
  const shown = useMemo(() => shownPart(output), [output]);
  const syntax = syntaxOf(outcome?.error);
  const set = (patch: Partial<JsonSettings>) => setSettings({ ...settings, ...patch });
  const showTree = tab === 'tree' && outcome?.node;

  const goToError = () => {
    const el = inputRef.current;
    if (!el || !syntax) return;
    el.focus();
    el.setSelectionRange(syntax.position, Math.min(syntax.position + 1, el.value.length));
    // Scroll the error line into view: textareas do not scroll to the selection on their own everywhere.
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
    el.scrollTop = Math.max(0, (syntax.line - 3) * lineHeight);
  };

  return (
    <div className="json-tool stack">
      <div className="card jp-bar">
        <div className="jp-actions" role="group" aria-label={t('action')}>
          {ACTIONS.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn ${settings.action === a ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={settings.action === a}
              onClick={() => set({ action: a })}
            >
              {t(`actions.${a}`)}
            </button>
          ))}
        </div>
        <div className="jp-settings">
          <label className="jp-inline" htmlFor={ids.indent}>
            {t('indent')}
          </label>
          <select
            id={ids.indent}
            value={String(settings.indent)}
            disabled={settings.action !== 'format'}
            onChange={(e) =>
              set({ indent: e.target.value === 'tab' ? 'tab' : (Number(e.target.value) as 2 | 4) })
            }
          >
            {INDENTS.map(([value, key]) => (
              <option key={key} value={String(value)}>
                {t(`indents.${key}`)}
              </option>
            ))}
          </select>
          <CheckField
            label={t('sortKeys')}
            checked={settings.sortKeys}
            disabled={settings.action === 'escape' || settings.action === 'unescape'}
            onChange={(sortKeys) => set({ sortKeys })}
          />
        </div>
      </div>

      <div className="jp-panes">
        <TextFileField
          ref={inputRef}
          fieldClassName="jp-pane"
          label={t('input')}
          open={{ label: t('openFile'), accept: '.json,application/json,text/plain' }}
          value={input}
          onText={setInput}
          placeholder={t('placeholder')}
          spellCheck={false}
          aria-invalid={syntax ? true : undefined}
        >
          <div className="jp-status" role="status" data-testid="json-status">
            {syntax ? (
              <div className="notice notice-error jp-error" role="alert">
                <span>
                  {t('error', {
                    line: syntax.line,
                    column: syntax.column,
                    reason: t(`reasons.${syntax.reason}`, { found: syntax.found }),
                  })}
                </span>
                <button type="button" className="btn btn-secondary" onClick={goToError}>
                  {t('goToError')}
                </button>
              </div>
            ) : outcome?.error ? (
              <ErrorMessage error={outcome.error} />
            ) : outcome?.stats ? (
              <p className="jp-valid">{t('valid', outcome.stats)}</p>
            ) : input.trim() && pending ? (
              <p className="muted">{t('working')}</p>
            ) : null}
          </div>
        </TextFileField>

        <div className="field jp-pane">
          <div className="jp-head">
            <span className="field-label" id={ids.output}>
              {t('output')}
            </span>
            <div className="jp-tabs" role="tablist" aria-labelledby={ids.output}>
              {(['text', 'tree'] as const).map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  aria-selected={tab === k}
                  className={`btn ${tab === k ? 'btn-secondary is-active' : 'btn-ghost'}`}
                  onClick={() => setTab(k)}
                >
                  {t(`tabs.${k}`)}
                </button>
              ))}
            </div>
          </div>
          {showTree && outcome.node ? (
            <JsonTree node={outcome.node} />
          ) : (
            <>
              <textarea
                value={shown}
                readOnly
                aria-labelledby={ids.output}
                aria-describedby={shown.length < output.length ? ids.cut : undefined}
                placeholder={t('empty')}
                spellCheck={false}
                data-testid="json-output"
              />
              {shown.length < output.length ? (
                <p className="muted" id={ids.cut}>
                  {t('outputCut', { shown: shown.length, count: output.length })}
                </p>
              ) : null}
            </>
          )}
          <div className="row jp-out-actions">
            <CopyButton text={() => outcome?.output ?? ''} disabled={!outcome?.output} />
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!outcome?.output}
              onClick={() =>
                downloadBlob(
                  new Blob([outcome?.output ?? ''], { type: 'application/json;charset=utf-8' }),
                  settings.action === 'escape' || settings.action === 'unescape' ? 'text.txt' : 'data.json',
                )
              }
            >
              <Icon name="download" size={18} />
              <span>{t('download')}</span>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The parts of a JSON syntax error the page shows (its params survive the trip from the worker). */
function syntaxOf(
  error: unknown,
): { reason: JsonErrorReason; position: number; line: number; column: number; found: string } | null {
  const e = error as { code?: string; params?: Record<string, unknown> } | null;
  if (e?.code !== 'json_syntax' || !e.params) return null;
  const p = e.params;
  return {
    reason: p.reason as JsonErrorReason,
    position: Number(p.position),
    line: Number(p.line),
    column: Number(p.column),
    found: String(p.found ?? ''),
  };
}
