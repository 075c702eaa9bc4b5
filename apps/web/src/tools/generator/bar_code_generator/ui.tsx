import { useId, useMemo, useState } from 'react';
import { downloadBlob } from '../../../framework/download.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { svgBlob, svgToPng } from '../../../features/charts/rasterize.ts';
import { type BarcodeFormat, barcodeSvg, encodeBarcode } from '@toolbox/toolkit/generators/barcode';
import { Code39CheckField, FormatField, StyleFields, defaultStyle } from '../kit/barcode/style-fields.tsx';
import '../kit/barcode/barcode.css';

/** A valid example per format, shown until the user types their own value. */
export const SAMPLES: Record<BarcodeFormat, string> = {
  code128: 'Toolbox-2024',
  ean13: '400638133393',
  ean8: '9638507',
  upca: '03600029145',
  code39: 'CODE-39',
  itf14: '1001234567890',
};

export default function BarCodeGeneratorTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [format, setFormat] = useState<BarcodeFormat>('code128');
  const [value, setValue] = useState(SAMPLES.code128);
  const [code39Check, setCode39Check] = useState(false);
  const [style, setStyle] = useState(defaultStyle);

  const result = useMemo(() => {
    if (!value) return { code: null, svg: '', error: null };
    try {
      const code = encodeBarcode(format, value, { code39Check });
      return { code, svg: barcodeSvg(code, style), error: null };
    } catch (error) {
      return { code: null, svg: '', error };
    }
  }, [format, value, code39Check, style]);

  const changeFormat = (next: BarcodeFormat) => {
    if (!value || value === SAMPLES[format]) setValue(SAMPLES[next]);
    setFormat(next);
  };
  const fileName = `barcode-${(result.code?.value ?? 'code').replace(/[^\w-]+/g, '_')}`;
  const added =
    result.code && result.code.value.length === value.replace(/[\s-]/g, '').length + 1 && format !== 'code39'
      ? result.code.value.slice(-1)
      : null;

  return (
    <div className="bc-tool">
      <section className="card stack" aria-label={t('settings')}>
        <FormatField value={format} onChange={changeFormat} />
        <InputField
          label={t('value')}
          type="text"
          className="bc-value"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={result.error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Code39CheckField format={format} checked={code39Check} onChange={setCode39Check} />
        <StyleFields value={style} onChange={setStyle} />
      </section>
      <section className="card stack bc-output" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t('preview')}</h2>
        <ErrorMessage error={result.error} />
        {result.code ? (
          <>
            <div className="bc-canvas">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(result.svg)}`}
                alt={t('alt', { format: t(`formats.${format}`), value: result.code.value })}
                data-testid="barcode-image"
              />
            </div>
            <p className="muted bc-encoded" data-testid="barcode-encoded">
              {t('encoded', { value: result.code.value })}
              {added ? t('checkAdded', { digit: added }) : ''}
            </p>
            <div className="row bc-downloads">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void svgToPng(result.svg).then((png) => downloadBlob(png, `${fileName}.png`))}
              >
                <Icon name="download" size={18} />
                <span>{t('downloadPng')}</span>
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => downloadBlob(svgBlob(result.svg), `${fileName}.svg`)}
              >
                <Icon name="download" size={18} />
                <span>{t('downloadSvg')}</span>
              </button>
            </div>
          </>
        ) : result.error ? null : (
          <p className="muted">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
