// Test and bench input (Node only): generated photo PDFs. Not part of the engines' API; the toolkit's own
// tests take their scratch folders from ./scratch.ts directly.
export * from '../pdf/compress/photo-pdf.ts';
