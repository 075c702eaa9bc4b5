import { useId } from 'react';
import {
  FORMAT_ALPHA,
  FORMAT_EXTENSION,
  FORMAT_MIME,
  ICO_SIZES,
  LOSSY_FORMATS,
  parseHexColour,
  type EncodeSpec,
  type OutputFormat,
} from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { CheckField, ColorField } from '../../ui/field.tsx';
import { RadioChips } from '../../ui/segmented.tsx';

/** The output settings a converting tool shows: format, quality, background, PNG optimising, ICO sizes. */
export interface OutputOptions {
  /** 'keep' writes each file in its own format where we can write it (else PNG). */
  format: OutputFormat | 'keep';
  quality: number;
  /** '#rrggbb': what transparency is flattened onto where the format has none. */
  background: string;
  optimisePng: boolean;
  icoSizes: number[];
}

export const DEFAULT_OUTPUT: OutputOptions = {
  format: 'jpeg',
  quality: 82,
  background: '#ffffff',
  optimisePng: false,
  icoSizes: [16, 32, 48, 256],
};

/** The encoder settings for one file whose own format is `source` (for 'keep'). */
export function encodeSpecOf(options: OutputOptions, source: string): EncodeSpec {
  const own = (['jpeg', 'png', 'webp', 'avif', 'bmp', 'ico', 'gif'] as const).find((f) => f === source);
  const format: OutputFormat = options.format === 'keep' ? (own ?? 'png') : options.format;
  return {
    format,
    quality: options.quality,
    background: parseHexColour(options.background) ?? [255, 255, 255],
    optimisePng: options.optimisePng,
    icoSizes: options.icoSizes,
  };
}

export const extensionOfFormat = (format: OutputFormat) => FORMAT_EXTENSION[format];
export const mimeOfFormat = (format: OutputFormat) => FORMAT_MIME[format];

/**
 * The output fields. Strings: `output.*` of the kit's locales. `background: false` leaves out the
 * colour for transparent parts (the tool has its own colour that serves as it).
 */
export function OutputOptionsFields(props: {
  value: OutputOptions;
  onChange: (next: OutputOptions) => void;
  formats: ReadonlyArray<OutputFormat | 'keep'>;
  background?: boolean;
}) {
  const { value, onChange, formats, background = true } = props;
  const { t } = useToolTranslation();
  const id = useId();
  const set = (patch: Partial<OutputOptions>) => onChange({ ...value, ...patch });
  const lossy = value.format === 'keep' || LOSSY_FORMATS.has(value.format);
  const flattens = background && (value.format === 'keep' || FORMAT_ALPHA[value.format] !== 'full');
  return (
    <div className="image-output stack">
      <fieldset className="image-output-formats">
        <legend>{t('output.format')}</legend>
        <RadioChips
          className="image-output-chips"
          itemClassName="chip"
          name={`${id}-format`}
          value={value.format}
          options={formats}
          labelOf={(f) => t(`output.formats.${f}`)}
          onChange={(format) => set({ format })}
        />
      </fieldset>
      {lossy ? (
        <div className="field">
          <label htmlFor={`${id}-quality`}>{t('output.quality', { quality: value.quality })}</label>
          <input
            id={`${id}-quality`}
            type="range"
            min={1}
            max={100}
            value={value.quality}
            onChange={(e) => set({ quality: Number(e.currentTarget.value) })}
          />
        </div>
      ) : null}
      {flattens ? (
        <ColorField
          label={t('output.background')}
          value={value.background}
          onChange={(background) => set({ background })}
        />
      ) : null}
      {value.format === 'png' || value.format === 'ico' || value.format === 'keep' ? (
        <CheckField
          label={t('output.optimisePng')}
          checked={value.optimisePng}
          onChange={(optimisePng) => set({ optimisePng })}
        />
      ) : null}
      {value.format === 'ico' ? (
        <fieldset className="image-output-ico">
          <legend>{t('output.icoSizes')}</legend>
          {ICO_SIZES.map((size) => (
            <CheckField
              key={size}
              label={`${size} × ${size}`}
              checked={value.icoSizes.includes(size)}
              onChange={(on) =>
                set({
                  icoSizes: on
                    ? [...value.icoSizes, size].sort((a, b) => a - b)
                    : value.icoSizes.filter((s) => s !== size),
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The strings of {@link OutputOptionsFields}, to spread into a tool's locales. */
export const outputStrings = {
  'zh-CN': {
    output: {
      format: '输出格式',
      formats: {
        keep: '保持原格式',
        jpeg: 'JPG',
        png: 'PNG',
        webp: 'WebP',
        avif: 'AVIF',
        bmp: 'BMP',
        ico: 'ICO 图标',
        gif: 'GIF',
      },
      quality: '质量：{{quality}}',
      background: '透明部分的背景色（JPG、GIF 没有透明）',
      optimisePng: '进一步压缩 PNG（oxipng，较慢，无损）',
      icoSizes: 'ICO 包含的尺寸',
    },
  },
  en: {
    output: {
      format: 'Output format',
      formats: {
        keep: 'Same as original',
        jpeg: 'JPG',
        png: 'PNG',
        webp: 'WebP',
        avif: 'AVIF',
        bmp: 'BMP',
        ico: 'ICO icon',
        gif: 'GIF',
      },
      quality: 'Quality: {{quality}}',
      background: 'Background for transparent parts (JPG and GIF have no transparency)',
      optimisePng: 'Compress PNG further (oxipng, slower, lossless)',
      icoSizes: 'Sizes inside the ICO',
    },
  },
};
