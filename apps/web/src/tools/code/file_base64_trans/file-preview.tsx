import { useEffect, useMemo, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import type { SniffedType } from '@toolbox/toolkit/textcode';

/** How much of a text file the preview shows. */
const TEXT_PREVIEW = 20_000;

/** Shows a decoded file the way the browser can: image, text, PDF, audio or video. */
export function FilePreview(props: { bytes: Uint8Array; type: SniffedType }) {
  const { t } = useToolTranslation();
  const { bytes, type } = props;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (type.preview === 'none' || type.preview === 'text') return;
    const objectUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type: type.mime }));
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [bytes, type]);
  const text = useMemo(
    () => (type.preview === 'text' ? new TextDecoder().decode(bytes.subarray(0, TEXT_PREVIEW)) : ''),
    [bytes, type],
  );

  if (type.preview === 'none') return <p className="muted">{t('noPreview')}</p>;
  if (type.preview === 'text')
    return (
      <pre className="b64-text" data-testid="text-preview">
        {text}
      </pre>
    );
  if (!url) return null;
  if (type.preview === 'image')
    return <img className="b64-image" src={url} alt={t('preview')} data-testid="image-preview" />;
  if (type.preview === 'pdf') return <iframe className="b64-pdf" src={url} title={t('preview')} />;
  if (type.preview === 'audio') return <audio controls src={url} aria-label={t('preview')} />;
  return <video className="b64-image" controls src={url} aria-label={t('preview')} />;
}
