// The web project's files share one module graph per worker (isolate: false). A module that a
// test imports lazily (a tool's UI, a page, the registry, the catalogue's search) can still be
// loading when that test's file ends; vitest then rejects that load, and the next file that needs
// the module inherits the rejection. Loading every lazily imported module here, before the first
// file of each worker, makes all those later imports cached ones.
const lazyModules = import.meta.glob([
  '../tools/*/*/ui.tsx',
  '../pages/**/*-page.tsx',
  '../features/**/*-dialog.tsx',
  '../features/pdf/render-pages.ts',
  '../features/pdf/pdfjs.ts',
  '!../**/*.test.tsx',
]);
await import('../framework/registry.ts');
await import('../app.tsx');
await import('@toolbox/catalog');
for (const load of Object.values(lazyModules)) await load();
