// Node-only adapters (WASM codecs loaded from disk, pdf.js without a worker, the PDF-to-Word fidelity measure). Never import this from browser code:
// the web app's lint forbids it, and the browser builds use the areas' own surfaces.
export * from './image/codecs-node.ts';
export * from './pdf/compress/codecs-node.ts';
export * from './pdf/pdfjs-node.ts';
export * from './docx/fidelity/measure-node.ts';
export * from './image/heic-node.ts';
export * from './image/convert-codecs-node.ts';
export * from './audio/mp3-wasm-node.ts';
