import { abortError } from '../../../framework/abort.ts';
import { zipFiles } from '../../../framework/zip.ts';
import { svgBlob, svgToPng } from '../../../features/charts/rasterize.ts';
import {
  barcodeSheetPdf,
  type BarcodeStyle,
  barcodeSvg,
  batchFileName,
  type BatchResult,
} from '@toolbox/toolkit/generators/barcode';

export type OutputKind = 'png' | 'svg' | 'pdf';

/**
 * Builds the download for a batch: a ZIP of images or one PDF sheet. Yields between images; once
 * `signal` aborts it stops with an AbortError before the next image (or before returning).
 */
export async function buildBatch(
  codes: BatchResult['codes'],
  style: BarcodeStyle,
  kind: OutputKind,
  columns: number,
  options: { signal: AbortSignal; onProgress: (done: number) => void },
): Promise<{ blob: Blob; name: string }> {
  const { signal, onProgress } = options;
  const check = () => {
    if (signal.aborted) throw abortError();
  };
  if (kind === 'pdf') {
    const bytes = await barcodeSheetPdf(
      codes.map((c) => c.code),
      style,
      { columns },
    );
    check();
    onProgress(codes.length);
    return { blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }), name: 'barcodes.pdf' };
  }
  const files: Array<{ name: string; blob: Blob }> = [];
  for (const item of codes) {
    check();
    const svg = barcodeSvg(item.code, style);
    files.push({
      name: batchFileName(item, kind),
      blob: kind === 'png' ? await svgToPng(svg) : svgBlob(svg),
    });
    onProgress(files.length);
  }
  const zip = await zipFiles(files);
  check();
  return { blob: zip, name: `barcodes-${kind}.zip` };
}
