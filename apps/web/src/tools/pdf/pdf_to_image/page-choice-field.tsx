import { useId } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { PageChoice } from '@toolbox/toolkit/pdf';

/** What the page-choice inputs hold: the type and the numbers as typed. */
export interface PageChoiceDraft {
  type: 0 | 1 | 2;
  single: string;
  start: string;
  end: string;
}

/** The typed numbers as a PageChoice; empty fields become NaN (the engine asks for a page number). */
export function toPageChoice(draft: PageChoiceDraft): PageChoice {
  const num = (text: string) => (text.trim() === '' ? NaN : Number(text));
  if (draft.type === 0) return { type: 0 };
  if (draft.type === 1) return { type: 1, specialPageNum: num(draft.single) };
  return { type: 2, rangeStart: num(draft.start), rangeEnd: num(draft.end) };
}

/** All pages, one page, or a run from..to (the spec's page-range option). */
export function PageChoiceField(props: {
  draft: PageChoiceDraft;
  pageCount: number;
  onChange: (draft: PageChoiceDraft) => void;
}) {
  const { draft, pageCount, onChange } = props;
  const { t } = useToolTranslation();
  const id = useId();
  const set = (patch: Partial<PageChoiceDraft>) => onChange({ ...draft, ...patch });
  const number = (key: 'single' | 'start' | 'end', label: string) => (
    <label className="row">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        step={1}
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="pdf-images-pages">
      <legend>{t('pages')}</legend>
      <label className="check">
        <input
          type="radio"
          name={`${id}-type`}
          checked={draft.type === 0}
          onChange={() => set({ type: 0 })}
        />
        {t('allPages')}
      </label>
      <label className="check">
        <input
          type="radio"
          name={`${id}-type`}
          checked={draft.type === 1}
          onChange={() => set({ type: 1 })}
        />
        {t('singlePage')}
      </label>
      {draft.type === 1 ? number('single', t('pageNumber')) : null}
      <label className="check">
        <input
          type="radio"
          name={`${id}-type`}
          checked={draft.type === 2}
          onChange={() => set({ type: 2 })}
        />
        {t('pageRange')}
      </label>
      {draft.type === 2 ? (
        <>
          {number('start', t('from'))}
          {number('end', t('to'))}
        </>
      ) : null}
    </fieldset>
  );
}
