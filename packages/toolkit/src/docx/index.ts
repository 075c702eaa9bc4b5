// Public surface of the docx area: merging Word documents (PDF to Word is docx/from-pdf).
export * from './merge.ts';
