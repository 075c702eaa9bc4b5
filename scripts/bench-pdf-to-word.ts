// pdf_to_word bench: render fidelity over a corpus of real PDFs. Each is converted to .docx, rendered back
// to PDF by LibreOffice and compared page by page with the original; beside it, LibreOffice's own PDF
// import (writer_pdf_import) measured the same way. See packages/toolkit/src/docx/fidelity/.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  averages,
  hasPdfImport,
  measureCorpus,
  POSITION_TOLERANCE,
  type DocumentScores,
} from '@toolbox/toolkit/node';
import type { BenchRow } from './bench-types.ts';

const toolkit = fileURLToPath(new URL('../packages/toolkit/src/', import.meta.url));
const fidelityDir = join(toolkit, 'docx/from-pdf/__fixtures__/fidelity');
/** Files of the PDF engines' corpus that add producers the fidelity folder lacks. */
const FROM_PDF_CORPUS = [
  'cups-form-english.pdf',
  'impressive-beamer-demo.pdf',
  'libreoffice-xpdfimport-err.pdf',
];

/** The bench corpus: the fidelity fixtures and three files of the PDF corpus. */
export function fidelityCorpus(): string[] {
  return [
    ...readdirSync(fidelityDir)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .map((f) => join(fidelityDir, f)),
    ...FROM_PDF_CORPUS.map((f) => join(toolkit, 'pdf/__fixtures__/corpus', f)),
  ];
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

function printDocuments(ours: DocumentScores[], reference: DocumentScores[] | undefined): void {
  const f = (v: number | undefined) => (v === undefined ? '    -' : (v * 100).toFixed(1).padStart(5));
  console.log(
    '  document                               pages   order   place  pictures  visual   (reference: order place visual)',
  );
  ours.forEach((s, i) => {
    const r = reference?.[i];
    console.log(
      `  ${s.name.padEnd(38)} ${`${s.pages}/${s.renderedPages}`.padStart(5)}  ${f(s.order)}   ${f(s.position)}   ${f(s.pictures)}   ${f(s.visual)}` +
        (r ? `   (${f(r.order)} ${f(r.position)} ${f(r.visual)}, ${r.pages}/${r.renderedPages} pages)` : ''),
    );
  });
}

export async function benchPdfToWord(): Promise<BenchRow[]> {
  if (spawnSync('soffice', ['--version']).status !== 0 || spawnSync('pdftotext', ['-v']).status !== 0)
    return [{ name: 'pdf_to_word fidelity', ours: 'skipped', reference: 'needs soffice and poppler-utils' }];
  const files = fidelityCorpus();
  const started = performance.now();
  const ours = await measureCorpus(files, 'ours');
  const oursSeconds = (performance.now() - started) / 1000;
  const reference = hasPdfImport() ? await measureCorpus(files, 'libreoffice') : undefined;
  printDocuments(ours, reference);
  const a = averages(ours);
  const b = reference ? averages(reference) : undefined;
  const ref = (v: number | undefined) =>
    v === undefined ? 'no PDF import (libreoffice-draw-nogui)' : pct(v);
  const name = `pdf_to_word ${files.length} PDFs`;
  return [
    {
      name: `${name}: words in order`,
      ours: pct(a.order),
      reference: ref(b?.order),
      note: '2·LCS/(n+m) of words',
    },
    {
      name: `${name}: words in place`,
      ours: pct(a.position),
      reference: ref(b?.position),
      note: `within ${POSITION_TOLERANCE} pt of the original`,
    },
    {
      name: `${name}: pictures in place`,
      ours: pct(a.pictures),
      reference: ref(b?.pictures),
      note: 'overlap ≥ 0.5',
    },
    { name: `${name}: same page count`, ours: pct(a.samePages), reference: ref(b?.samePages) },
    {
      name: `${name}: visual (SSIM)`,
      ours: pct(a.visual),
      reference: ref(b?.visual),
      note: `page images at 30 dpi; ours converts and renders in ${oursSeconds.toFixed(0)} s`,
    },
  ];
}
