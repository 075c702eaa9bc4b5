// Public surface of PDF to Word: the converter and the PNG encoding of page pictures.
export * from './convert.ts';
export * from './png.ts';
