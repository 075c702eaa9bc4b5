export * from './pdf/merge.ts';
export * from './image/compress.ts';
export * from './text/replace.ts';
