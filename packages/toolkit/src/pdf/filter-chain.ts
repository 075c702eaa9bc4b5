// Image streams whose filters are a chain: `[/FlateDecode /DCTDecode]` (a JPEG deflated once more, which
// pdfLaTeX passes on from included figures) and the like. The leading lossless filters are undone here
// with pdf-lib's decoders; what is left is the JPEG, byte for byte.
import { PDFArray, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import type { PDFContext, PDFObject } from 'pdf-lib';

/** Abbreviated filter names (inline images use them) by their full names. */
const FULL_NAMES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  A85: 'ASCII85Decode',
  AHx: 'ASCIIHexDecode',
  DCT: 'DCTDecode',
};

/** Filters pdf-lib undoes exactly (everything but the image codecs). */
const LOSSLESS = new Set(['FlateDecode', 'LZWDecode', 'RunLengthDecode', 'ASCII85Decode', 'ASCIIHexDecode']);

/** A stream's filters in the order they are applied when decoding, full names, no slash. */
export function filterNames(context: PDFContext, stream: PDFRawStream): string[] {
  const filter = context.lookup(stream.dict.get(PDFName.of('Filter')));
  const list = filter instanceof PDFArray ? filter.asArray().map((f) => context.lookup(f)) : [filter];
  return list
    .filter((f): f is PDFName => f instanceof PDFName)
    .map((f) => {
      const name = f.asString().slice(1);
      return FULL_NAMES[name] ?? name;
    });
}

/** Whether every filter is one pdf-lib undoes losslessly (none at all counts). */
export const allLossless = (names: readonly string[]): boolean => names.every((n) => LOSSLESS.has(n));

/** Whether the stream holds a JPEG: DCTDecode last, after lossless filters only. */
export function isJpegChain(names: readonly string[]): boolean {
  return names.length > 0 && names[names.length - 1] === 'DCTDecode' && allLossless(names.slice(0, -1));
}

/**
 * The JPEG file inside a stream whose filters are lossless ones followed by DCTDecode: the stream's
 * bytes for a plain DCTDecode, the leading filters undone for a chain. Undefined for anything else.
 */
export function jpegBytesOf(context: PDFContext, stream: PDFRawStream): Uint8Array | undefined {
  const names = filterNames(context, stream);
  if (!isJpegChain(names)) return undefined;
  if (names.length === 1) return stream.getContents();
  // A stream of the leading filters (and their DecodeParms) alone, for pdf-lib's decoder.
  const lead = names.slice(0, -1);
  const parms = context.lookup(stream.dict.get(PDFName.of('DecodeParms')));
  const dict: Record<string, PDFObject> = {
    Filter: context.obj(lead.map((n) => PDFName.of(n))),
  };
  if (parms instanceof PDFArray) dict.DecodeParms = context.obj(parms.asArray().slice(0, lead.length));
  return decodePDFRawStream(PDFRawStream.of(context.obj(dict), stream.getContents())).decode();
}
