// Injected by esbuild into the single executable's bundle, where `import.meta.url` is defined as
// `packagedEngines.url` (scripts/build-desktop.ts): the engines' `createRequire(import.meta.url)`
// and pdf.js's canvas look-up then resolve packages in the extracted engines folder.
import { pathToFileURL } from 'node:url';

/** The file URL bundled modules see as their own; sea-main.ts points it into the engines folder. */
export const packagedEngines = { url: pathToFileURL(process.execPath).href };
