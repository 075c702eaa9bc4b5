import { useId } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { DiffView } from '../../../features/text-compare/diff-view.tsx';
import { OptionsBar } from '../../../features/text-compare/options-bar.tsx';
import { useCompare } from '../../../features/text-compare/use-compare.ts';
import '../../../features/text-compare/text-compare.css';

/** Phones get the one-column view by default: two columns of text do not fit 375 px. */

async function readText(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes); // older Chinese text files
  }
}

function TextSide(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useToolTranslation();
  const id = useId();
  return (
    <div className="field tc-side">
      <div className="tc-side-head">
        <label htmlFor={id}>{props.label}</label>
        <label className="btn btn-ghost tc-open">
          {t('openFile')}
          <input
            type="file"
            className="visually-hidden"
            accept=".txt,.md,.csv,.log,.json,.xml,.html,.js,.ts,.py,.css,.sql,text/*"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readText(file).then(props.onChange);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <textarea
        id={id}
        value={props.value}
        placeholder={props.placeholder}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <span className="muted tc-count">{t('characters', { count: props.value.length })}</span>
    </div>
  );
}

export default function TextCompareTool() {
  const { t } = useToolTranslation();
  const { left, setLeft, right, setRight, options, setOptions, diff, hasInput, status } = useCompare(
    t,
    'word',
  );

  return (
    <div className="text-compare stack">
      <div className="tc-inputs">
        <TextSide
          label={t('original')}
          placeholder={t('originalPlaceholder')}
          value={left}
          onChange={setLeft}
        />
        <TextSide
          label={t('changed')}
          placeholder={t('changedPlaceholder')}
          value={right}
          onChange={setRight}
        />
      </div>
      <div className="row tc-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setLeft(right);
            setRight(left);
          }}
          disabled={!hasInput}
        >
          ⇄ {t('swap')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setLeft('');
            setRight('');
          }}
          disabled={!hasInput}
        >
          {t('clear')}
        </button>
      </div>
      <OptionsBar options={options} onChange={setOptions} />
      <p
        className={`tc-status${diff.result && !diff.result.identical ? ' has-diff' : ''}`}
        role="status"
        data-testid="diff-status"
      >
        {status}
        {hasInput && diff.pending && diff.result ? <span className="muted"> · {t('comparing')}</span> : null}
      </p>
      <ErrorMessage error={diff.error} />
      {hasInput && diff.result && !diff.result.identical ? (
        <DiffView result={diff.result} view={options.view} />
      ) : null}
      <p className="muted tc-privacy">{t('privacy')}</p>
    </div>
  );
}
