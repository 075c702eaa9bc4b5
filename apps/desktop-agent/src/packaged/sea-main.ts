// The single executable's entry (scripts/build-desktop.ts): the engines are written out of the
// executable's assets first, then the agent (main.ts) starts. No top-level await: a SEA main script
// runs as CommonJS, and its `require` loads only Node's builtins, so everything else is bundled.
import { join } from 'node:path';
import { getAsset, isSea } from 'node:sea';
import { pathToFileURL } from 'node:url';
import { agentVersion } from '../version.ts';
import { installEngines, manifestKey } from './engine-cache.ts';
import { packagedEngines } from './module-url.ts';

async function start(): Promise<void> {
  // `--version` answers at once, without touching the disk.
  if (isSea() && !process.argv.includes('--version')) {
    const manifest = getAsset(manifestKey, 'utf8');
    const dir = installEngines(agentVersion.version, manifest, (key) => new Uint8Array(getAsset(key)));
    packagedEngines.url = pathToFileURL(join(dir, 'agent.cjs')).href;
    // pdf.js runs its worker code on this thread in Node; it cannot import() the worker file from
    // inside an executable, so the bundled copy is handed over where pdf.js looks first.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker =
      await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  }
  await import('../main.ts');
}

void start();
