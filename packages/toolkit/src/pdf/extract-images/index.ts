// Public surface of image extraction from PDFs.
export * from './extract.ts';
