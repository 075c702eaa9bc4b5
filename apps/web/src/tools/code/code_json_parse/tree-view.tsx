import { useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { JsonNode } from '@toolbox/toolkit/textcode';
import { childPath } from './process.ts';

/** Children drawn per branch before a "show more" button. */
const PAGE = 200;

function Scalar({ node }: { node: JsonNode }) {
  switch (node.type) {
    case 'string':
      return <span className="jt-string">{JSON.stringify(node.value)}</span>;
    case 'number':
      return <span className="jt-number">{node.raw}</span>;
    case 'boolean':
      return <span className="jt-literal">{String(node.value)}</span>;
    default:
      return <span className="jt-literal">null</span>;
  }
}

function Branch(props: {
  label: string | null;
  node: JsonNode;
  path: string;
  depth: number;
  expand: 'auto' | 'all' | 'none';
}) {
  const { t } = useToolTranslation();
  const { node, depth, expand } = props;
  const [open, setOpen] = useState(expand === 'all' || (expand === 'auto' && depth < 2));
  const [limit, setLimit] = useState(PAGE);
  const key = props.label === null ? null : <span className="jt-key">{props.label}</span>;
  if (node.type !== 'object' && node.type !== 'array') {
    return (
      <li className="jt-leaf">
        {key}
        {key ? <span className="jt-colon">: </span> : null}
        <Scalar node={node} />
      </li>
    );
  }
  const children: Array<[string | number, JsonNode]> =
    node.type === 'object' ? node.entries : node.items.map((item, i) => [i, item]);
  const [openMark, closeMark] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
  return (
    <li>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {key}
          {key ? <span className="jt-colon">: </span> : null}
          <span className="jt-brace">{openMark}</span>
          <span className="jt-count">{t('items', { count: children.length })}</span>
          {open ? null : <span className="jt-brace">{closeMark}</span>}
          {/* The copy button sits in the summary: keep its click from toggling the branch. */}
          <span className="jt-copy" onClick={(e) => e.preventDefault()}>
            <CopyButton text={props.path} label={t('copyPath')} />
          </span>
        </summary>
        {open ? (
          <ul>
            {children.slice(0, limit).map(([k, child]) => (
              <Branch
                key={k}
                label={typeof k === 'number' ? String(k) : JSON.stringify(k)}
                node={child}
                path={childPath(props.path, k)}
                depth={depth + 1}
                expand={expand}
              />
            ))}
            {children.length > limit ? (
              <li>
                <button type="button" className="btn btn-ghost" onClick={() => setLimit(limit + PAGE)}>
                  {t('showMore', { count: Math.min(PAGE, children.length - limit) })}
                </button>
              </li>
            ) : null}
          </ul>
        ) : null}
        {open ? <span className="jt-brace">{closeMark}</span> : null}
      </details>
    </li>
  );
}

/** A collapsible view of a parsed document; branches render only once opened. */
export function JsonTree(props: { node: JsonNode }) {
  const { t } = useToolTranslation();
  const [mode, setMode] = useState<{ expand: 'auto' | 'all' | 'none'; generation: number }>({
    expand: 'auto',
    generation: 0,
  });
  return (
    <div className="json-tree" data-testid="json-tree">
      <div className="row jt-tools">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setMode({ expand: 'all', generation: mode.generation + 1 })}
        >
          {t('expandAll')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setMode({ expand: 'none', generation: mode.generation + 1 })}
        >
          {t('collapseAll')}
        </button>
      </div>
      <ul className="jt-root" key={mode.generation}>
        <Branch label={null} node={props.node} path="$" depth={0} expand={mode.expand} />
      </ul>
    </div>
  );
}
