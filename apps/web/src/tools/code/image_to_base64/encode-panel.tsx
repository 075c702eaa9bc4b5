import { useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { FileInput } from '../../../framework/file-input.tsx';
import { formatBytes } from '../../../framework/format.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** Snippets show at most this many characters; copying always gives the whole text. */
const SHOWN = 2_000;
/** Past this size a data URL is a poor idea for a web page; say so. */
const LARGE = 100 * 1024;

function readDataUrl(file: File): Promise<string> {
  // FileReader encodes natively and off the main thread: no freeze even for large images.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The ways the tool offers to paste an image into code. */
export function snippetsFor(dataUrl: string): Array<['dataUrl' | 'base64' | 'css' | 'html', string]> {
  return [
    ['dataUrl', dataUrl],
    ['base64', dataUrl.slice(dataUrl.indexOf(',') + 1)],
    ['css', `background-image: url("${dataUrl}");`],
    ['html', `<img src="${dataUrl}" alt="" />`],
  ];
}

export function EncodePanel() {
  const { t } = useToolTranslation();
  const [image, setImage] = useState<{ file: File; dataUrl: string } | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  const open = async ([file]: File[]) => {
    if (!file) return;
    setSize(null);
    setImage({ file, dataUrl: await readDataUrl(file) });
  };

  return (
    <div className="stack">
      <FileInput
        accept="image/*,.svg,.ico"
        onFiles={(files) => void open(files)}
        label={t('chooseImage')}
        hint={t('imageHint')}
      />
      {image ? (
        <div className="card stack">
          <div className="i64-preview">
            <img
              src={image.dataUrl}
              alt={t('preview')}
              onLoad={(e) =>
                setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
              }
            />
            <p className="muted" data-testid="image-info">
              {t('info', {
                name: image.file.name,
                width: size?.width ?? '…',
                height: size?.height ?? '…',
                size: formatBytes(image.file.size),
                length: image.dataUrl.length,
              })}
            </p>
          </div>
          {image.dataUrl.length > LARGE ? (
            <p className="notice">{t('large', { size: formatBytes(LARGE) })}</p>
          ) : null}
          {snippetsFor(image.dataUrl).map(([key, text]) => (
            <div className="i64-snippet" key={key}>
              <div className="i64-snippet-head">
                <span className="field-label">{t(`snippets.${key}`)}</span>
                <CopyButton text={text} />
              </div>
              <code data-testid={`snippet-${key}`}>
                {text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text}
              </code>
            </div>
          ))}
          {image.dataUrl.length > SHOWN ? (
            <p className="field-hint">{t('truncated', { count: SHOWN })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
