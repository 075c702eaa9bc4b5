// Public surface of the bar code generator: encoders, rendering, batches and PDF label sheets.
export * from './types.ts';
export * from './encode.ts';
export * from './render.ts';
export * from './batch.ts';
export * from './pdf-sheet.ts';
