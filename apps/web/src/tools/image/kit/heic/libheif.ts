// Loads libheif (LGPL-3.0, see THIRD_PARTY.md) inside the HEIC worker, only when a HEIC file is
// converted: its JavaScript is its own chunk and its .wasm a file Vite emits from the npm package, both
// served by our server. Swapping either replaces the decoder without touching the rest of the app.
import type { LibHeif } from '@toolbox/toolkit/image';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';

let loading: Promise<LibHeif> | undefined;

export function loadLibHeif(): Promise<LibHeif> {
  loading ??= (async () => {
    const [module, wasm] = await Promise.all([
      import('libheif-js/libheif-wasm/libheif.js'),
      fetch(wasmUrl).then((r) => {
        if (!r.ok) throw new Error(`libheif.wasm: ${r.status}`);
        return r.arrayBuffer();
      }),
    ]);
    const factory = module.default as unknown as (o: { wasmBinary: Uint8Array }) => Promise<LibHeif>;
    return factory({ wasmBinary: new Uint8Array(wasm) });
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
