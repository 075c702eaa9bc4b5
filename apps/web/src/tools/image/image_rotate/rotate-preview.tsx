import { useEffect, useState } from 'react';
import { rotatedSize } from '@toolbox/toolkit/image';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/**
 * The first chosen image turned as the options say, drawn by the browser (which shows photos the way
 * up their EXIF says, as the decoder does): the canvas grows to the turned image's bounding box.
 */
export function RotatePreview(props: {
  file: File;
  degrees: number;
  flipH: boolean;
  flipV: boolean;
  fill: string;
}) {
  const { file, degrees, flipH, flipV, fill } = props;
  const { t } = useToolTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    setSize(null);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (!url) return null;
  const box = size ? rotatedSize(size.width, size.height, degrees) : null;
  return (
    <figure className="rotate-preview">
      <div
        className={`rotate-stage${fill === 'transparent' ? ' is-clear' : ''}`}
        style={{
          aspectRatio: box ? `${box.width} / ${box.height}` : undefined,
          // At most 420 px either way.
          width: box
            ? `min(100%, ${Math.round(Math.min(420, (420 * box.width) / box.height))}px)`
            : undefined,
          background: fill === 'transparent' ? undefined : fill,
        }}
      >
        <img
          src={url}
          alt={t('previewAlt', { name: file.name })}
          onLoad={(e) =>
            setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
          }
          style={{
            width: box && size ? `${(size.width / box.width) * 100}%` : '100%',
            transform: `translate(-50%, -50%) rotate(${degrees}deg) scale(${flipH ? -1 : 1}, ${flipV ? -1 : 1})`,
          }}
        />
      </div>
      <figcaption className="muted">
        {box ? t('previewSize', { name: file.name, width: box.width, height: box.height }) : file.name}
      </figcaption>
    </figure>
  );
}
