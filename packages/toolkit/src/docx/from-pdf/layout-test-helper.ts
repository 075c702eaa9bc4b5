// Test helper: the pages of a fidelity fixture as pdf_to_word reads them, and laid out.
import { readFileSync } from 'node:fs';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openWithPdfjs } from '../../pdf/pdfjs-node.ts';
import { extractPage, type PageContent } from './extract.ts';
import { withWrittenFamilies } from './font-choice.ts';
import { layoutPage, textBounds, type Block, type Paragraph } from './layout.ts';

/** The pages of `__fixtures__/fidelity/<name>` as extracted (fonts as the PDF names them). */
export async function fixturePages(name: string): Promise<PageContent[]> {
  const bytes = readFileSync(new URL(`./__fixtures__/fidelity/${name}`, import.meta.url));
  const doc = await openWithPdfjs(new Uint8Array(bytes));
  try {
    const pages: PageContent[] = [];
    for (let n = 1; n <= doc.numPages; n++)
      pages.push(
        await extractPage((await doc.getPage(n)) as unknown as Parameters<typeof extractPage>[0], OPS),
      );
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** Every page laid out as the converter does (fonts replaced by the families written). */
export async function fixtureBlocks(name: string): Promise<Block[][]> {
  const pages = withWrittenFamilies(await fixturePages(name));
  const { left, right } = textBounds(pages);
  return pages.map((page) => layoutPage(page, left, right));
}

/** The paragraphs of laid-out pages, those in table cells included. */
export const paragraphsOf = (pages: Block[][]): Paragraph[] =>
  pages.flat().flatMap((b) => (b.kind === 'paragraph' ? [b] : b.kind === 'table' ? b.cells.flat(2) : []));
