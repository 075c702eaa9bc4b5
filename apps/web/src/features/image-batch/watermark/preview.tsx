import { useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { drawWatermark } from './draw.ts';
import type { WatermarkOptions } from './options.ts';

/** Preview width in CSS pixels; marks scale with the picture, so the preview shows the output. */
const PREVIEW_WIDTH = 720;

/** The first chosen image with the marks as the options stand, redrawn on every change. */
export function WatermarkPreview(props: { file: File | null; options: WatermarkOptions }) {
  const { file, options } = props;
  const { t } = useToolTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<ImageBitmap | null>(null);
  const [markBitmap, setMarkBitmap] = useState<ImageBitmap | null>(null);

  useEffect(() => {
    if (!file || typeof createImageBitmap !== 'function') return setPicture(null);
    let live = true;
    // Decoded at preview size, turned as EXIF says, like the worker's full-size decode.
    createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: PREVIEW_WIDTH,
      resizeQuality: 'high',
    })
      .then((bitmap) => (live ? setPicture(bitmap) : bitmap.close()))
      .catch(() => live && setPicture(null));
    return () => {
      live = false;
    };
  }, [file]);
  useEffect(() => () => picture?.close(), [picture]);

  useEffect(() => {
    const image = options.kind === 'image' ? options.image : null;
    if (!image || typeof createImageBitmap !== 'function') return setMarkBitmap(null);
    let live = true;
    createImageBitmap(image)
      .then((bitmap) => (live ? setMarkBitmap(bitmap) : bitmap.close()))
      .catch(() => live && setMarkBitmap(null));
    return () => {
      live = false;
    };
  }, [options.kind, options.image]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !picture) return;
    canvas.width = picture.width;
    canvas.height = picture.height;
    ctx.drawImage(picture, 0, 0);
    if (options.kind === 'text' && options.text)
      drawWatermark(ctx, picture.width, picture.height, { kind: 'text', text: options.text }, options);
    if (options.kind === 'image' && markBitmap)
      drawWatermark(ctx, picture.width, picture.height, { kind: 'image', bitmap: markBitmap }, options);
  }, [picture, markBitmap, options]);

  if (!file) return null;
  return (
    <figure className="wm-preview card">
      <canvas ref={canvasRef} role="img" aria-label={t('previewOf', { name: file.name })} />
      <figcaption className="muted">{t('previewCaption')}</figcaption>
    </figure>
  );
}
