import { useId, useMemo, useState } from 'react';
import { ErrorMessage, ToolError } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ColorField, InputField, SelectField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { moduleScale, qrMatrix, readableColors, type ErrorLevel } from '@toolbox/toolkit/generators';
import { ContentForm } from './content-form.tsx';
import { initialContent, payloadOf } from './payload.ts';
import { QrPreview, type Logo } from './qr-preview.tsx';
import './qr-code-generator.css';

const LEVELS: ErrorLevel[] = ['L', 'M', 'Q', 'H'];

function readLogo(file: File): Promise<Logo> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new ToolError('logo_unreadable'));
    reader.onload = () => {
      const image = new Image();
      image.src = String(reader.result);
      image.decode().then(
        () => resolve({ url: image.src, image }),
        () => reject(new ToolError('logo_unreadable')),
      );
    };
    reader.readAsDataURL(file);
  });
}

export default function QrCodeGeneratorTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [content, setContent] = useState(initialContent);
  const [size, setSize] = useState(512);
  const [margin, setMargin] = useState(4);
  const [chosenLevel, setLevel] = useState<ErrorLevel>('M');
  const [foreground, setForeground] = useState('#000000');
  const [background, setBackground] = useState('#ffffff');
  const [logo, setLogo] = useState<Logo | null>(null);
  const [logoError, setLogoError] = useState<unknown>(null);
  const level = logo ? 'H' : chosenLevel;
  const payload = payloadOf(content);
  const style = useMemo(() => ({ margin, foreground, background }), [margin, foreground, background]);

  const encoded = useMemo(() => {
    if (!payload) return { matrix: null, error: null };
    try {
      return { matrix: qrMatrix(payload, level), error: null };
    } catch {
      return { matrix: null, error: new ToolError('too_long') };
    }
  }, [payload, level]);

  const onLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    try {
      setLogo(await readLogo(file));
    } catch (error) {
      setLogoError(error);
    }
  };

  return (
    <div className="qr-tool">
      <div className="card stack qr-form">
        <ContentForm value={content} onChange={setContent} />
        <fieldset className="qr-style">
          <legend className="field-label">{t('style')}</legend>
          <InputField
            label={t('size')}
            type="number"
            min={64}
            max={4096}
            step={16}
            value={size}
            onChange={(event) => setSize(Math.min(4096, Math.max(64, event.target.valueAsNumber || 64)))}
          />
          <InputField
            label={t('margin')}
            type="number"
            min={0}
            max={16}
            value={margin}
            title={t('marginHint')}
            onChange={(event) => setMargin(Math.min(16, Math.max(0, event.target.valueAsNumber || 0)))}
          />
          <SelectField
            label={t('level')}
            value={level}
            options={LEVELS}
            labelOf={(l) => t(`levels.${l}`)}
            disabled={Boolean(logo)}
            aria-describedby={logo ? `${id}-level-hint` : undefined}
            onChange={setLevel}
          />
          <div className="qr-colors">
            <ColorField label={t('foreground')} value={foreground} onChange={setForeground} />
            <ColorField label={t('background')} value={background} onChange={setBackground} />
          </div>
          <div className="field qr-logo">
            <span className="field-label">{t('logo')}</span>
            <div className="row">
              <label className="btn btn-secondary qr-logo-pick">
                <input
                  id={`${id}-logo`}
                  type="file"
                  className="visually-hidden"
                  accept="image/png,image/jpeg,image/webp,image/svg+xml,image/gif"
                  data-testid="qr-logo-input"
                  onChange={(event) => {
                    void onLogo(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Icon name="upload" size={18} />
                <span>{logo ? t('changeLogo') : t('chooseLogo')}</span>
              </label>
              {logo ? (
                <>
                  <img className="qr-logo-thumb" src={logo.url} alt="" />
                  <button type="button" className="btn btn-ghost" onClick={() => setLogo(null)}>
                    {t('removeLogo')}
                  </button>
                </>
              ) : null}
            </div>
            {logo ? (
              <span id={`${id}-level-hint`} className="field-hint">
                {t('levelForced')}
              </span>
            ) : null}
            <ErrorMessage error={logoError} />
          </div>
        </fieldset>
      </div>
      <section className="card stack qr-output" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t('preview')}</h2>
        {readableColors(foreground, background) ? null : (
          <p className="warning-note qr-warning" role="status">
            {t('lowContrast')}
          </p>
        )}
        <ErrorMessage error={encoded.error} />
        {encoded.matrix ? (
          <QrPreview
            matrix={encoded.matrix}
            scale={moduleScale(encoded.matrix, margin, size)}
            style={style}
            logo={logo}
          />
        ) : encoded.error ? null : (
          <p className="muted qr-empty">{t('empty')}</p>
        )}
      </section>
    </div>
  );
}
