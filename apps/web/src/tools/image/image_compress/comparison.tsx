import { useId, useState, type CSSProperties } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useObjectUrl } from '../../../framework/use-object-url.ts';

/**
 * Before/after slider: the result is drawn over the original and clipped at the handle. The
 * handle is a native range input laid over the picture, so mouse, touch and the arrow keys all
 * move it and screen readers announce its value.
 */
export function Comparison(props: { before: Blob; after: Blob; name: string }) {
  const { t } = useToolTranslation('image_compress');
  const [position, setPosition] = useState(50);
  const before = useObjectUrl(props.before);
  const after = useObjectUrl(props.after);
  const id = useId();
  if (!before || !after) return null;
  const style = { '--ic-pos': `${position}%` } as CSSProperties;
  return (
    <figure className="ic-compare" style={style} aria-describedby={`${id}-caption`}>
      <div className="ic-compare-stage">
        <img src={before} alt={`${t('before')}: ${props.name}`} draggable={false} />
        <img
          className="ic-compare-after"
          src={after}
          alt={`${t('after')}: ${props.name}`}
          draggable={false}
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
        <span className="ic-compare-handle" aria-hidden="true" />
        <span className="ic-compare-tag ic-compare-tag-before" aria-hidden="true">
          {t('before')}
        </span>
        <span className="ic-compare-tag ic-compare-tag-after" aria-hidden="true">
          {t('after')}
        </span>
      </div>
      <figcaption id={`${id}-caption`} className="visually-hidden">
        {t('compare')}: {props.name}
      </figcaption>
    </figure>
  );
}
