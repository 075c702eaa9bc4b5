import { useEffect, useRef } from 'react';
import { downloadBlob } from '../../../framework/download.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { canvasToPng, svgBlob } from '../../../features/charts/rasterize.ts';
import { logoBox, qrPixels, qrSvg, type QrMatrix, type QrStyle } from '@toolbox/toolkit/generators';

export interface Logo {
  url: string;
  image: HTMLImageElement;
}

/** Draws the symbol (and the logo on its plate) onto a canvas. */
function paint(
  canvas: HTMLCanvasElement,
  matrix: QrMatrix,
  scale: number,
  style: QrStyle,
  logo: Logo | null,
) {
  const pixels = qrPixels(matrix, scale, style);
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0);
  if (!logo) return;
  const box = logoBox(pixels.width);
  const pad = Math.round(box.size * 0.08);
  context.fillStyle = style.background;
  context.beginPath();
  context.roundRect(box.x, box.y, box.size, box.size, pad);
  context.fill();
  const inner = box.size - 2 * pad;
  const ratio = Math.min(inner / logo.image.naturalWidth, inner / logo.image.naturalHeight);
  const w = logo.image.naturalWidth * ratio;
  const h = logo.image.naturalHeight * ratio;
  context.drawImage(logo.image, box.x + pad + (inner - w) / 2, box.y + pad + (inner - h) / 2, w, h);
}

/** The live preview with its PNG and SVG downloads. */
export function QrPreview(props: { matrix: QrMatrix; scale: number; style: QrStyle; logo: Logo | null }) {
  const { t } = useToolTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { matrix, scale, style, logo } = props;
  const side = (matrix.size + 2 * style.margin) * scale;

  useEffect(() => {
    if (canvas.current) paint(canvas.current, matrix, scale, style, logo);
  }, [matrix, scale, style, logo]);

  const downloadPng = async () => {
    if (canvas.current) downloadBlob(await canvasToPng(canvas.current), 'qrcode.png');
  };
  const downloadSvg = () => downloadBlob(svgBlob(qrSvg(matrix, scale, style, logo?.url)), 'qrcode.svg');

  return (
    <>
      <div className="qr-canvas-wrap">
        <canvas
          ref={canvas}
          className="qr-canvas"
          data-testid="qr-canvas"
          role="img"
          aria-label={t('preview')}
        />
      </div>
      <p className="muted qr-size">{t('actualSize', { size: side, version: matrix.version })}</p>
      <div className="row qr-downloads">
        <button type="button" className="btn btn-primary" onClick={() => void downloadPng()}>
          <Icon name="download" size={18} />
          <span>{t('downloadPng')}</span>
        </button>
        <button type="button" className="btn btn-secondary" onClick={downloadSvg}>
          <Icon name="download" size={18} />
          <span>{t('downloadSvg')}</span>
        </button>
      </div>
    </>
  );
}
