import { useId, useState, type CSSProperties } from 'react';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import './compare.css';
import { useObjectUrl } from '../../../../framework/use-object-url.ts';

interface Size {
  width: number;
  height: number;
}

/**
 * Before/after of an AI image tool: the result laid over the original (shown at the result's
 * size, so an enlargement is compared at the same scale) and clipped at a handle the user drags.
 * The handle is a native range input, so mouse, touch and the arrow keys move it.
 */
export function BeforeAfter(props: { before: Blob; after: Blob; name: string }) {
  const { t } = useToolTranslation();
  const [position, setPosition] = useState(50);
  const [sizes, setSizes] = useState<{ before?: Size; after?: Size }>({});
  const before = useObjectUrl(props.before);
  const after = useObjectUrl(props.after);
  const id = useId();
  if (!before || !after) return null;
  const style = { '--ai-pos': `${position}%` } as CSSProperties;
  const measured = (key: 'before' | 'after') => (e: React.SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
    setSizes((s) => ({ ...s, [key]: { width, height } }));
  };
  return (
    <figure className="ai-compare stack" style={style} aria-describedby={`${id}-caption`}>
      <div className="ai-compare-stage">
        <img src={after} alt={`${t('after')}: ${props.name}`} draggable={false} onLoad={measured('after')} />
        <img
          className="ai-compare-before"
          src={before}
          alt={`${t('before')}: ${props.name}`}
          draggable={false}
          onLoad={measured('before')}
        />
        <input
          type="range"
          min={0}
          max={100}
          value={position}
          aria-label={t('comparePosition')}
          aria-valuetext={`${position} %`}
          onChange={(event) => setPosition(Number(event.currentTarget.value))}
        />
        <span className="ai-compare-handle" aria-hidden="true" />
        <span className="ai-compare-tag ai-compare-tag-before" aria-hidden="true">
          {t('before')}
        </span>
        <span className="ai-compare-tag ai-compare-tag-after" aria-hidden="true">
          {t('after')}
        </span>
      </div>
      <figcaption id={`${id}-caption`} className="muted">
        {t('compare')}
        {sizes.before && sizes.after
          ? ` · ${t('sizes', { bw: sizes.before.width, bh: sizes.before.height, aw: sizes.after.width, ah: sizes.after.height })}`
          : null}
      </figcaption>
    </figure>
  );
}
