// `npm run bench`: speed figures for the built tools, each beside a reference measured in the same run.
import { cpus } from 'node:os';
import type { BenchRow } from './bench-types.ts';

// Each suite is imported when it runs, so `npm run bench <name>` loads only what it needs.
const suites: Array<[string, () => Promise<BenchRow[]>]> = [
  ['pdf_merge', async () => (await import('./bench-pdf.ts')).benchPdfMerge()],
  ['pdf_render', async () => (await import('./bench-pdf-render.ts')).benchPdfRender()],
  ['image_compress', async () => (await import('./bench-image.ts')).benchImageCompress()],
  ['image_resize', async () => (await import('./bench-image-resize.ts')).benchImageResize()],
  ['image_batch', async () => (await import('./bench-image-batch.ts')).benchImageBatch()],
  ['pdf_compress', async () => (await import('./bench-pdf-compress.ts')).benchPdfCompress()],
  ['upload', async () => (await import('./bench-upload.ts')).benchUpload()],
  ['pdf_to_word', async () => (await import('./bench-pdf-to-word.ts')).benchPdfToWord()],
  ['server', async () => (await import('./bench-server.ts')).benchServer()],
  ['heic', async () => (await import('./bench-heic.ts')).benchHeic()],
  ['desktop', async () => (await import('./bench-desktop.ts')).benchDesktop()],
  ['audio', async () => (await import('./bench-audio.ts')).benchAudio()],
  ['video', async () => (await import('./bench-video.ts')).benchVideo()],
  ['idphoto', async () => (await import('./bench-idphoto.ts')).benchIdPhoto()],
  ['matting', async () => (await import('./bench-matting.ts')).benchMatting()],
  ['asr', async () => (await import('./bench-asr.ts')).benchAsr()],
  ['enlarge', async () => (await import('./bench-enlarge.ts')).benchEnlarge()],
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
