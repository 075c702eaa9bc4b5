// Public surface of the pdf area (browser-safe; compress, extract-images and unlock are sub-areas, pdf.js for Node is in ../node.ts).
export * from './assemble.ts';
export * from './images-to-pdf.ts';
export * from './invoice-merge.ts';
export * from './merge.ts';
export * from './open.ts';
export * from './page-choice.ts';
export * from './page-numbers.ts';
export * from './page-ranges.ts';
export * from './pages.ts';
export * from './split.ts';
export * from './text-lines.ts';
