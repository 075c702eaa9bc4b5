// libheif-js in Node, for tests and the bench: the same WebAssembly build the browser loads.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LibHeif } from './heic.ts';

const require = createRequire(import.meta.url);

let loaded: Promise<LibHeif> | undefined;

/** The libheif module, instantiated once per process from the installed package's .wasm file. */
export function loadNodeLibHeif(): Promise<LibHeif> {
  loaded ??= (async () => {
    const dir = join(dirname(require.resolve('libheif-js/package.json')), 'libheif-wasm');
    const factory = require(join(dir, 'libheif.js')) as (options: {
      wasmBinary: Uint8Array;
    }) => Promise<LibHeif>;
    return factory({ wasmBinary: new Uint8Array(await readFile(join(dir, 'libheif.wasm'))) });
  })();
  return loaded;
}
