// The LAME wasm of MP3 output (wasm-media-encoders, see THIRD_PARTY.md): a 133 KB file Vite emits from
// the npm package and our server serves, fetched and compiled by a worker's first MP3 only. Swapping
// the package's build replaces the encoder without touching the rest of the app.
import { registerMp3Encoder, setMp3Wasm } from '@toolbox/toolkit/audio/transcode';
import wasmUrl from 'wasm-media-encoders/wasm/mp3?url';

async function compileMp3Wasm(): Promise<WebAssembly.Module> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`mp3.wasm: ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Lets this worker write MP3: our LAME registered with mediabunny, its wasm from our own build. */
export function registerBuiltMp3Encoder(): void {
  setMp3Wasm(compileMp3Wasm);
  registerMp3Encoder();
}
