import { useEffect, useState } from 'react';
import type { DownloadedFile } from '../../../../features/files/download.ts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';

/** The result (the watermarked preview until paid) shown as a picture under the download row. */
export function ResultPicture({ file }: { file: DownloadedFile }) {
  const { t } = useToolTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  if (!url) return null;
  return (
    <figure className="stack" style={{ margin: 0 }}>
      <img src={url} alt={file.name} style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }} />
      <figcaption className="muted">{file.watermarked ? t('previewNote') : t('cleanNote')}</figcaption>
    </figure>
  );
}
