// Shared by the PDF page tools' unit tests: real pdf-lib files and the tool rendered as on its page.
import { PDFDocument } from 'pdf-lib';
import { ToolContext } from '../../framework/tool-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ReactElement } from 'react';

export async function pdfFile(
  name: string,
  pages: number,
  options: { encrypted?: boolean } = {},
): Promise<File> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([300 + i, 400]);
  if (options.encrypted)
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard' }));
  const bytes = await doc.save({ useObjectStreams: false });
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
}

export function renderTool(code: string, ui: ReactElement) {
  return renderWithProviders(<ToolContext.Provider value={{ code }}>{ui}</ToolContext.Provider>);
}

/** Page sizes and rotations of a result blob, e.g. '300x400@90'. */
export async function pagesOfBlob(blob: Blob): Promise<string[]> {
  const doc = await PDFDocument.load(new Uint8Array(await blob.arrayBuffer()));
  return doc
    .getPages()
    .map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}@${p.getRotation().angle}`);
}
