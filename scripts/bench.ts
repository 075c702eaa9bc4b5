// `npm run bench`: speed figures for the built tools, each beside a reference measured in the same run.
import { cpus } from 'node:os';
import type { BenchRow } from './bench-types.ts';
import { benchPdfMerge } from './bench-pdf.ts';
import { benchPdfRender } from './bench-pdf-render.ts';
import { benchImageCompress } from './bench-image.ts';
import { benchPdfCompress } from './bench-pdf-compress.ts';
import { benchUpload } from './bench-upload.ts';
import { benchPdfToWord } from './bench-pdf-to-word.ts';

const suites: Array<[string, () => Promise<BenchRow[]>]> = [
  ['pdf_merge', benchPdfMerge],
  ['pdf_render', benchPdfRender],
  ['image_compress', benchImageCompress],
  ['pdf_compress', benchPdfCompress],
  ['upload', benchUpload],
  ['pdf_to_word', benchPdfToWord],
];

const only = process.argv[2];
console.log(`Toolbox bench — node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}`);
const rows: BenchRow[] = [];
for (const [name, run] of suites) {
  if (only && only !== name) continue;
  process.stdout.write(`running ${name}…\n`);
  rows.push(...(await run()));
}

const header: BenchRow = { name: 'benchmark', ours: 'ours', reference: 'reference', note: 'note' };
const all = [header, ...rows];
const width = (key: keyof BenchRow) => Math.max(...all.map((r) => (r[key] ?? '').length));
const line = (r: BenchRow) =>
  [
    r.name.padEnd(width('name')),
    r.ours.padEnd(width('ours')),
    r.reference.padEnd(width('reference')),
    r.note ?? '',
  ].join(' | ');
console.log('');
console.log(line(header));
console.log('-'.repeat(line(header).length));
for (const r of rows) console.log(line(r));
