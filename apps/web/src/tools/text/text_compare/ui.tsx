import { useToolTranslation } from '../../../framework/tool-context.ts';
import { CompareOutcome } from '../../../features/text-compare/compare-outcome.tsx';
import { CompareSide } from '../../../features/text-compare/compare-side.tsx';
import { OptionsBar } from '../../../features/text-compare/options-bar.tsx';
import { useCompare } from '../../../features/text-compare/use-compare.ts';
import '../../../features/text-compare/text-compare.css';

export default function TextCompareTool() {
  const { t } = useToolTranslation();
  const compare = useCompare(t, 'word');
  const { left, setLeft, right, setRight, hasInput } = compare;

  return (
    <div className="text-compare stack">
      <div className="tc-inputs">
        <CompareSide side="original" value={left} onText={setLeft} openFile />
        <CompareSide side="changed" value={right} onText={setRight} openFile />
      </div>
      <div className="row tc-actions">
        <button type="button" className="btn btn-secondary" onClick={compare.swap} disabled={!hasInput}>
          ⇄ {t('swap')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={compare.clear} disabled={!hasInput}>
          {t('clear')}
        </button>
      </div>
      <OptionsBar options={compare.options} onChange={compare.setOptions} />
      <CompareOutcome compare={compare} notePending />
    </div>
  );
}
