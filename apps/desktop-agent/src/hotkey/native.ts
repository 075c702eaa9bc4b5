// koffi (the C function interface) loaded the way the single executable can: by a require rooted at
// this module's URL, which in the executable is a file in the engines folder holding
// node_modules/koffi with its native addon (scripts/desktop-engines.ts), and from source the
// repository's node_modules.
import { createRequire } from 'node:module';
import type * as Koffi from 'koffi';

export type KoffiModule = typeof Koffi;

let loaded: KoffiModule | null = null;

/** koffi, loaded once per thread. */
export function loadKoffi(): KoffiModule {
  loaded ??= createRequire(import.meta.url)('koffi') as KoffiModule;
  return loaded;
}
