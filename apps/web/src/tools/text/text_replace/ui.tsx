import { useId, useState, type KeyboardEvent } from 'react';
import { downloadBlob } from '../../../framework/download.ts';
import { FileInput } from '../../../framework/file-input.tsx';
import { withSuffix } from '../../../framework/format.ts';
import { ErrorMessage, errorCodeOf } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { ResultPane, TextPane } from '../kit/text-panes/text-panes.tsx';
import { decodeText, reasonKey } from './preview.ts';
import { useReplacePreview } from './use-replace-preview.ts';
import './text-replace.css';

const TEXT_FILES = '.txt,.md,.csv,.log,.srt';

/** Alt+key toggles, as in code editors; `code` is layout-independent (Alt+R types ® on a Mac). */
const SHORTCUTS = { KeyR: 'regex', KeyC: 'caseSensitive', KeyW: 'wholeWord' } as const;
type Flag = (typeof SHORTCUTS)[keyof typeof SHORTCUTS];

export default function TextReplaceTool() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [sourceName, setSourceName] = useState<string | null>(null);
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    regex: false,
    caseSensitive: false,
    wholeWord: false,
  });
  const errorId = useId();
  const preview = useReplacePreview(text, { find, replacement, ...flags });
  const output = find ? (preview.result?.text ?? text) : text;
  const count = find ? (preview.result?.count ?? null) : null;

  const toggle = (flag: Flag) => setFlags((current) => ({ ...current, [flag]: !current[flag] }));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    const flag = SHORTCUTS[event.code as keyof typeof SHORTCUTS];
    if (!flag) return;
    event.preventDefault();
    toggle(flag);
  };

  // The engine explains a bad pattern in English; show our translation of the reason when we have one.
  const error =
    errorCodeOf(preview.error) === 'bad_regex'
      ? { code: 'bad_regex', params: { detail: translateReason(preview.error) } }
      : preview.error;
  function translateReason(e: unknown): string {
    const detail = String((e as { params?: { detail?: unknown } }).params?.detail ?? '');
    const key = reasonKey(detail);
    return key ? t(`reasons.${key}`) : detail;
  }

  const openFile = async ([file]: File[]) => {
    if (!file) return;
    setText(decodeText(new Uint8Array(await file.arrayBuffer())));
    setSourceName(file.name);
  };
  const download = () =>
    downloadBlob(
      new Blob([output], { type: 'text/plain;charset=utf-8' }),
      sourceName ? withSuffix(sourceName, '-replaced', 'txt') : 'replaced.txt',
    );

  const status = !find
    ? t('typeToFind')
    : preview.error
      ? ''
      : count === null
        ? t('updating')
        : count === 0
          ? t('noMatch')
          : t('count', { count });

  const switches: Array<[Flag, string, string]> = [
    ['regex', t('regex'), 'Alt+R'],
    ['caseSensitive', t('matchCase'), 'Alt+C'],
    ['wholeWord', t('wholeWord'), 'Alt+W'],
  ];

  // Find and replacement hold patterns, not prose: no spelling marks or suggestions; monospace for regex.
  const patternBox = {
    type: 'text',
    spellCheck: false,
    autoComplete: 'off',
    className: flags.regex ? 'tr-mono' : undefined,
  };

  return (
    <div className="text-replace" onKeyDown={onKeyDown}>
      <div className="tr-controls card">
        <InputField
          {...patternBox}
          label={t('find')}
          value={find}
          placeholder={t('findPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setFind(event.target.value)}
        />
        <InputField
          {...patternBox}
          label={t('replacement')}
          value={replacement}
          placeholder={t('replacementPlaceholder')}
          onChange={(event) => setReplacement(event.target.value)}
        />
        <div className="tr-switches">
          {switches.map(([flag, label, keys]) => (
            <label key={flag} className="check" title={t('shortcut', { keys })}>
              <input type="checkbox" checked={flags[flag]} onChange={() => toggle(flag)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
        {flags.regex || flags.wholeWord ? (
          <p className="field-hint tr-hints">
            {[flags.regex ? t('regexHint') : '', flags.wholeWord ? t('wholeWordHint') : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        <div id={errorId} className="tr-error">
          <ErrorMessage error={error} />
        </div>
        <p className={`tr-status${count ? ' has-count' : ''}`} role="status" data-testid="replace-status">
          {status}
          {find && preview.pending && count !== null ? (
            <span className="muted"> · {t('updating')}</span>
          ) : null}
        </p>
      </div>

      <div className="text-panes tr-panes">
        <TextPane
          className="tr-pane"
          label={t('input')}
          value={text}
          placeholder={t('inputPlaceholder')}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        >
          <div className="tr-pane-foot">
            <span className="muted">{t('characters', { count: text.length })}</span>
          </div>
          <div className="tr-open">
            <FileInput
              accept={TEXT_FILES}
              onFiles={(files) => void openFile(files)}
              label={t('openFile')}
              hint={t('openHint')}
            />
          </div>
        </TextPane>
        <ResultPane
          className="tr-pane"
          label={t('result')}
          value={output}
          data-testid="replace-result"
          footClassName="tr-pane-foot tr-actions"
        >
          <button type="button" className="btn btn-secondary" onClick={download} disabled={!output}>
            <Icon name="download" size={18} />
            <span>{t('download')}</span>
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setText(output)}
            disabled={!count}
          >
            {t('useAsInput')}
          </button>
        </ResultPane>
      </div>
      <p className="muted tr-privacy">{t('privacy')}</p>
    </div>
  );
}
