// Images behind a filter chain ([/FlateDecode /DCTDecode]) through both image engines: extraction keeps
// the JPEG byte for byte, compression re-encodes it. The file is the corpus's pdfTeX Beamer lecture with
// its six JPEG photos deflated once more, as pdfLaTeX passes such images on.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { zlibSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../testing/scratch.ts';
import { loadPdfImageCodecsNode } from './compress/codecs-node.ts';
import { compressPdf, type PdfImageCodecs } from './compress/compress.ts';
import { extractImages } from './extract-images/extract.ts';
import { filterNames, jpegBytesOf } from './filter-chain.ts';

const dir = scratchDir('filter-chain-');
const original = new Uint8Array(
  readFileSync(new URL('./__fixtures__/corpus/beamer-lecture-jpeg-photos.pdf', import.meta.url)),
);
const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The file with every DCTDecode image stream deflated again: Filter [/FlateDecode /DCTDecode]. */
async function chained(bytes: Uint8Array): Promise<{ pdf: Uint8Array; jpegs: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const jpegs: string[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFRawStream) ||
      object.dict.get(PDFName.of('Filter')) !== PDFName.of('DCTDecode')
    )
      continue;
    jpegs.push(hash(object.getContents()));
    const dict = object.dict.clone(doc.context);
    dict.set(PDFName.of('Filter'), doc.context.obj([PDFName.of('FlateDecode'), PDFName.of('DCTDecode')]));
    doc.context.assign(ref, PDFRawStream.of(dict, zlibSync(object.getContents())));
  }
  return { pdf: await doc.save({ useObjectStreams: false }), jpegs };
}

let chain: { pdf: Uint8Array; jpegs: string[] };
let codecs: PdfImageCodecs;

beforeAll(async () => {
  chain = await chained(original);
  codecs = await loadPdfImageCodecsNode();
}, 60_000);

describe('images behind [/FlateDecode /DCTDecode]', () => {
  it('the chained file holds the six photos behind the chain', async () => {
    expect(chain.jpegs).toHaveLength(6);
    const doc = await PDFDocument.load(chain.pdf);
    const chainedStreams = [...doc.context.enumerateIndirectObjects()]
      .map(([, o]) => o)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
      .filter((o) => filterNames(doc.context, o).join(' ') === 'FlateDecode DCTDecode');
    expect(chainedStreams).toHaveLength(6);
    expect(chainedStreams.map((s) => hash(jpegBytesOf(doc.context, s)!)).sort()).toEqual(
      [...chain.jpegs].sort(),
    );
  });

  it('extracts them as the JPEGs pdfimages -j writes from the original, with no page rendered instead', async () => {
    const result = await extractImages({ name: 'chained.pdf', bytes: chain.pdf });
    expect(result.fallbackPages).toEqual([]);
    const jpgs = result.images.filter((i) => i.type === 'image/jpeg');
    expect(jpgs).toHaveLength(6);
    writeFileSync(join(dir, 'original.pdf'), original);
    execFileSync('pdfimages', ['-j', join(dir, 'original.pdf'), join(dir, 'img')]);
    const theirs = readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .map((f) => hash(readFileSync(join(dir, f))));
    for (const image of jpgs) expect(theirs).toContain(hash(image.bytes));
  });

  it('compresses them as it compresses the plain JPEGs; qpdf accepts the result', async () => {
    const plain = await compressPdf(original, { level: 'high', codecs });
    const res = await compressPdf(chain.pdf, { level: 'high', codecs });
    if (!res.ok || !plain.ok) throw new Error('not compressed');
    expect(plain.imagesChanged).toBeGreaterThan(0);
    expect(res.imagesChanged).toBe(plain.imagesChanged);
    expect(res.bytes.length).toBeLessThan(chain.pdf.length * 0.8);
    writeFileSync(join(dir, 'out.pdf'), res.bytes);
    expect(execFileSync('qpdf', ['--check', join(dir, 'out.pdf')], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors found',
    );
  }, 120_000);
});
