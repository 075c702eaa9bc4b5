import { useEffect, useState } from 'react';
import type { DownloadedFile } from '../../../features/files/download.ts';

/** A server tool's result picture under its download row. */
export function ResultImage({ file, alt }: { file: DownloadedFile; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  if (!url) return null;
  return <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }} />;
}
