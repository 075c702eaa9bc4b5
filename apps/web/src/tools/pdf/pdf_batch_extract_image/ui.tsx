import { useCallback } from 'react';
import { BatchPdfTool, type BatchJob } from '../kit/pdf-images/batch-tool.tsx';
import { extractWithFallback } from '../kit/pdf-images/extract-job.ts';
import '../kit/pdf-images/pdf-images.css';

/** The embedded images of many PDFs, one folder per PDF in the ZIP. */
export default function PdfBatchExtractImageTool() {
  const job = useCallback<BatchJob>(
    async (file, progress) => (await extractWithFallback(file, progress)).images,
    [],
  );
  return <BatchPdfTool job={job} zipName="pdf-images.zip" />;
}
