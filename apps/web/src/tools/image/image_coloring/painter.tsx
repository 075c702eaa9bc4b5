import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ColoringStroke } from '@toolbox/contracts/photo-tools';
import { useToolTranslation } from '../../../framework/tool-context.ts';

/** Longest side of the painting preview, in canvas pixels. */
const PREVIEW = 720;

/**
 * The chosen photo shown grey, with the colour strokes painted on it. Strokes are kept in the
 * photo's coordinates scaled to 0..1 (so the server places them on the full-size photo), their
 * width a share of the shorter side.
 */
export function HintPainter(props: {
  file: File;
  colour: string;
  /** Brush diameter in preview pixels. */
  size: number;
  strokes: ColoringStroke[];
  onChange: (strokes: ColoringStroke[]) => void;
}) {
  const { file, colour, size, strokes, onChange } = props;
  const { t } = useToolTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<ImageBitmap | null>(null);
  const drawing = useRef<ColoringStroke | null>(null);

  useEffect(() => {
    if (typeof createImageBitmap !== 'function') return;
    let live = true;
    createImageBitmap(file, { imageOrientation: 'from-image' })
      .then((bitmap) => (live ? setPicture(bitmap) : bitmap.close()))
      .catch(() => live && setPicture(null));
    return () => {
      live = false;
    };
  }, [file]);
  useEffect(() => () => picture?.close(), [picture]);

  const redraw = (list: ColoringStroke[]) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !picture) return;
    const scale = Math.min(1, PREVIEW / Math.max(picture.width, picture.height));
    canvas.width = Math.round(picture.width * scale);
    canvas.height = Math.round(picture.height * scale);
    ctx.filter = 'grayscale(1)';
    ctx.drawImage(picture, 0, 0, canvas.width, canvas.height);
    ctx.filter = 'none';
    const short = Math.min(canvas.width, canvas.height);
    for (const s of list) {
      ctx.strokeStyle = s.color;
      ctx.fillStyle = s.color;
      ctx.globalAlpha = 0.75;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.lineWidth = s.width * short;
      ctx.beginPath();
      s.points.forEach(([x, y], i) =>
        i ? ctx.lineTo(x * canvas.width, y * canvas.height) : ctx.moveTo(x * canvas.width, y * canvas.height),
      );
      if (s.points.length === 1)
        ctx.lineTo(s.points[0]![0] * canvas.width + 0.01, s.points[0]![1] * canvas.height);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
  };
  useEffect(() => redraw(strokes));

  const at = (e: PointerEvent<HTMLCanvasElement>): [number, number] | null => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return null;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return [clamp((e.clientX - rect.left) / rect.width), clamp((e.clientY - rect.top) / rect.height)];
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = at(e);
    const canvas = canvasRef.current;
    if (!p || !canvas) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const rect = e.currentTarget.getBoundingClientRect();
    const short = Math.min(rect.width, rect.height);
    const width = Math.min(0.2, Math.max(0.002, (size * (rect.width / canvas.width)) / short));
    drawing.current = { color: colour, width, points: [p] };
    redraw([...strokes, drawing.current]);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = at(e);
    if (!drawing.current || !p) return;
    drawing.current.points.push(p);
    redraw([...strokes, drawing.current]);
  };
  const end = () => {
    if (!drawing.current) return;
    const done = drawing.current;
    drawing.current = null;
    onChange([...strokes, done]);
  };

  return (
    <figure className="stack" style={{ margin: 0 }}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('canvasLabel')}
        style={{ maxWidth: '100%', touchAction: 'none', cursor: 'crosshair' }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <figcaption className="muted">{t('paintHint')}</figcaption>
    </figure>
  );
}
