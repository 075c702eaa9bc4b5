import { useMemo, useState, type ReactNode } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import type { DiffResult, DiffRow, Segment, Token } from '@toolbox/toolkit/textcode';
import './diff-view.css';

/** Unchanged lines kept around each change; longer unchanged runs fold into one "N lines" bar. */
const CONTEXT = 3;
/** Rows drawn before a "show more" button, so a huge diff never freezes the page. */
const PAGE = 1_500;

type Item = { row: DiffRow } | { fold: number; count: number };

/** Optional syntax colours: the tokens of each line (0-based) on both sides. */
export interface LineTokens {
  left: Token[][];
  right: Token[][];
}

function buildItems(rows: DiffRow[], open: Set<number>): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < rows.length;) {
    if (rows[i]!.kind !== 'same') {
      items.push({ row: rows[i++]! });
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end]!.kind === 'same') end++;
    const keepHead = i === 0 ? 0 : CONTEXT;
    const keepTail = end === rows.length ? 0 : CONTEXT;
    if (end - i > keepHead + keepTail + 1 && !open.has(i)) {
      for (let k = i; k < i + keepHead; k++) items.push({ row: rows[k]! });
      items.push({ fold: i, count: end - i - keepHead - keepTail });
      for (let k = end - keepTail; k < end; k++) items.push({ row: rows[k]! });
    } else for (let k = i; k < end; k++) items.push({ row: rows[k]! });
    i = end;
  }
  return items;
}

/** Splits segments further at token boundaries, so each piece has one colour and one change state. */
function overlay(segments: Segment[], tokens: Token[] | undefined): Array<Segment & { type?: string }> {
  if (!tokens) return segments;
  const out: Array<Segment & { type?: string }> = [];
  let ti = 0;
  let tokenLeft = tokens[0]?.text.length ?? Infinity;
  for (const seg of segments) {
    let rest = seg.text;
    while (rest) {
      const take = Math.min(rest.length, tokenLeft);
      out.push({
        text: rest.slice(0, take),
        changed: seg.changed,
        type: tokens[ti]?.type,
      });
      rest = rest.slice(take);
      tokenLeft -= take;
      if (tokenLeft === 0) tokenLeft = tokens[++ti]?.text.length ?? Infinity;
    }
  }
  return out;
}

function Line(props: { segments: Segment[]; tokens?: Token[] }): ReactNode {
  const pieces = overlay(props.segments, props.tokens);
  if (pieces.every((p) => !p.text)) return <span className="dv-empty">{'\u200b'}</span>;
  return pieces.map((p, i) => (
    <span
      key={i}
      className={`${p.type ? `tok-${p.type}` : ''}${p.changed ? ' dv-mark' : ''}`.trim() || undefined}
    >
      {p.text}
    </span>
  ));
}

/** A diff as two aligned columns ('split') or one column of removed and added lines ('inline'). */
export function DiffView(props: { result: DiffResult; view: 'split' | 'inline'; tokens?: LineTokens }) {
  const { t } = useToolTranslation(); // each tool using this view has diffView.* strings
  const { result, view, tokens } = props;
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [limit, setLimit] = useState(PAGE);
  const items = useMemo(() => buildItems(result.rows, open), [result, open]);
  const shown = items.slice(0, limit);
  const tok = (side: 'left' | 'right', line?: number) => (line ? tokens?.[side][line - 1] : undefined);

  const cells = (row: DiffRow) => {
    if (view === 'split') {
      return (
        <div key={`${row.left?.line}-${row.right?.line}`} className={`dv-row dv-${row.kind}`}>
          <span className="dv-no">{row.left?.line ?? ''}</span>
          <span className={`dv-text${row.left ? ' dv-old' : ' dv-blank'}`}>
            {row.left ? <Line segments={row.left.segments} tokens={tok('left', row.left.line)} /> : null}
          </span>
          <span className="dv-no">{row.right?.line ?? ''}</span>
          <span className={`dv-text${row.right ? ' dv-new' : ' dv-blank'}`}>
            {row.right ? <Line segments={row.right.segments} tokens={tok('right', row.right.line)} /> : null}
          </span>
        </div>
      );
    }
    const out: ReactNode[] = [];
    if (row.kind === 'same') {
      out.push(
        <div key={`s${row.left!.line}`} className="dv-row dv-same">
          <span className="dv-no">{row.left!.line}</span>
          <span className="dv-no">{row.right!.line}</span>
          <span className="dv-sign" />
          <span className="dv-text">
            <Line segments={row.left!.segments} tokens={tok('left', row.left!.line)} />
          </span>
        </div>,
      );
      return out;
    }
    if (row.left)
      out.push(
        <div key={`d${row.left.line}`} className={`dv-row dv-del${row.kind === 'change' ? ' dv-pair' : ''}`}>
          <span className="dv-no">{row.left.line}</span>
          <span className="dv-no" />
          <span className="dv-sign">−</span>
          <span className="dv-text dv-old">
            <Line segments={row.left.segments} tokens={tok('left', row.left.line)} />
          </span>
        </div>,
      );
    if (row.right)
      out.push(
        <div key={`a${row.right.line}`} className={`dv-row dv-add${row.kind === 'change' ? ' dv-pair' : ''}`}>
          <span className="dv-no" />
          <span className="dv-no">{row.right.line}</span>
          <span className="dv-sign">+</span>
          <span className="dv-text dv-new">
            <Line segments={row.right.segments} tokens={tok('right', row.right.line)} />
          </span>
        </div>,
      );
    return out;
  };

  return (
    <div className={`diff-view dv-${view}`} data-testid="diff-view">
      {shown.map((item) =>
        'fold' in item ? (
          <button
            key={`f${item.fold}`}
            type="button"
            className="dv-fold"
            onClick={() => setOpen(new Set(open).add(item.fold))}
          >
            {t('diffView.unchanged', { count: item.count })}
          </button>
        ) : (
          cells(item.row)
        ),
      )}
      {items.length > limit ? (
        <button type="button" className="dv-fold" onClick={() => setLimit(limit + PAGE)}>
          {t('diffView.more', { count: items.length - limit })}
        </button>
      ) : null}
    </div>
  );
}
