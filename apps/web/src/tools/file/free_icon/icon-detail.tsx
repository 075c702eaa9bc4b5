import { useEffect, useRef, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { downloadBlob } from '../../../framework/download.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { errorText } from '../../../framework/tool-error.tsx';
import { IconGlyph } from './icon-glyph.tsx';
import { iconSvg, svgToPng, type IconNode, type IconStyle } from './icon-svg.ts';

/** The chosen icon: preview, colour/size/stroke controls, downloads and copies. */
export function IconDetail(props: { name: string; nodes: IconNode[]; tags: readonly string[] }) {
  const { t } = useToolTranslation();
  const [style, setStyle] = useState<IconStyle>({ color: '#1f2937', size: 96, strokeWidth: 2 });
  const svg = () => iconSvg(props.name, props.nodes, style);
  const size = Math.min(1024, Math.max(16, style.size || 16));
  const section = useRef<HTMLElement>(null);
  // On a phone the grid is long: bring the chosen icon's panel into view.
  useEffect(() => section.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), []);

  const png = async () => {
    try {
      downloadBlob(
        await svgToPng(iconSvg(props.name, props.nodes, { ...style, size }), size),
        `${props.name}.png`,
      );
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  return (
    <section
      ref={section}
      className="card fi-detail"
      aria-labelledby="fi-detail-name"
      data-testid="icon-detail"
    >
      <div className="fi-preview">
        <IconGlyph
          nodes={props.nodes}
          size={Math.min(size, 160)}
          color={style.color}
          strokeWidth={style.strokeWidth}
        />
      </div>
      <div className="stack">
        <div>
          <h2 id="fi-detail-name" className="fi-name">
            {props.name}
          </h2>
          {props.tags.length ? (
            <p className="muted fi-tags">
              {t('tags')}: {props.tags.join(', ')}
            </p>
          ) : null}
        </div>
        <div className="fi-controls">
          <InputField
            label={t('color')}
            type="color"
            value={style.color}
            onChange={(e) => setStyle({ ...style, color: e.target.value })}
          />
          <InputField
            label={t('size')}
            type="number"
            min={16}
            max={1024}
            value={style.size}
            onChange={(e) => setStyle({ ...style, size: Math.trunc(Number(e.target.value)) })}
          />
          <InputField
            label={`${t('stroke')}: ${style.strokeWidth}`}
            type="range"
            min={0.5}
            max={3}
            step={0.25}
            value={style.strokeWidth}
            onChange={(e) => setStyle({ ...style, strokeWidth: Number(e.target.value) })}
          />
        </div>
        <div className="row fi-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              downloadBlob(
                new Blob([iconSvg(props.name, props.nodes, { ...style, size })], { type: 'image/svg+xml' }),
                `${props.name}.svg`,
              )
            }
          >
            <Icon name="download" size={18} />
            <span>{t('downloadSvg')}</span>
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void png()}>
            <Icon name="download" size={18} />
            <span>{t('downloadPng')}</span>
          </button>
          <CopyButton text={svg} label={t('copySvg')} />
          <CopyButton text={props.name} label={t('copyName')} className="btn-ghost" />
        </div>
      </div>
    </section>
  );
}
