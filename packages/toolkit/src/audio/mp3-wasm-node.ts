import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// The toolkit compiles without the DOM lib, whose typings own `WebAssembly`; this is the slice used here.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };

const require = createRequire(import.meta.url);

/** The LAME wasm of the installed wasm-media-encoders, compiled: MP3 output in Node (tests, scripts). */
export async function nodeMp3Wasm(): Promise<object> {
  return WebAssembly.compile(await readFile(require.resolve('wasm-media-encoders/wasm/mp3')));
}
