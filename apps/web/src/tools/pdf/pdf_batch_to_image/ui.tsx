import { useCallback, useState } from 'react';
import { BatchPdfTool, type BatchJob } from '../kit/pdf-images/batch-tool.tsx';
import { ImageOptions } from '../kit/pdf-images/options.tsx';
import { DEFAULT_SCALE, openForImages, renderPages, type ImageFormat } from '../kit/pdf-images/render.ts';
import '../kit/pdf-images/pdf-images.css';

/** Every page of many PDFs as PNG or JPG, one folder per PDF in the ZIP. */
export default function PdfBatchToImageTool() {
  const [format, setFormat] = useState<ImageFormat>('png');
  const [scale, setScale] = useState(String(DEFAULT_SCALE));

  const job = useCallback<BatchJob>(
    async (file, { signal, onPage }) => {
      const doc = await openForImages(file, signal);
      try {
        const all = Array.from({ length: doc.numPages }, (_, i) => i);
        return await renderPages(doc, file.name, all, { format, scale: Number(scale) }, { signal, onPage });
      } finally {
        void doc.destroy();
      }
    },
    [format, scale],
  );

  return (
    <BatchPdfTool
      job={job}
      zipName="pdf-images.zip"
      options={<ImageOptions format={format} scale={scale} onFormat={setFormat} onScale={setScale} />}
    />
  );
}
