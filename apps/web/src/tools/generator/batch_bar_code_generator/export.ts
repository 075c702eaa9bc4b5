import { zipFiles } from '../../../framework/zip.ts';
import { svgBlob, svgToPng } from '../../../features/charts/rasterize.ts';
import { batchFileName, type BatchResult } from '@toolbox/toolkit/generators/barcode/batch.ts';
import { barcodeSheetPdf } from '@toolbox/toolkit/generators/barcode/pdf-sheet.ts';
import { barcodeSvg, type BarcodeStyle } from '@toolbox/toolkit/generators/barcode/render.ts';

export type OutputKind = 'png' | 'svg' | 'pdf';

/** Builds the download for a batch: a ZIP of images or one PDF sheet. Yields between images. */
export async function buildBatch(
  codes: BatchResult['codes'],
  style: BarcodeStyle,
  kind: OutputKind,
  columns: number,
  onProgress: (done: number) => void,
): Promise<{ blob: Blob; name: string }> {
  if (kind === 'pdf') {
    const bytes = await barcodeSheetPdf(
      codes.map((c) => c.code),
      style,
      { columns },
    );
    onProgress(codes.length);
    return { blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }), name: 'barcodes.pdf' };
  }
  const files: Array<{ name: string; blob: Blob }> = [];
  for (const item of codes) {
    const svg = barcodeSvg(item.code, style);
    files.push({
      name: batchFileName(item, kind),
      blob: kind === 'png' ? await svgToPng(svg) : svgBlob(svg),
    });
    onProgress(files.length);
  }
  return { blob: await zipFiles(files), name: `barcodes-${kind}.zip` };
}
