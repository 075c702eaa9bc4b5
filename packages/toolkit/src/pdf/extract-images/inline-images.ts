// Inline images (BI <dictionary> ID <data> EI, PDF 32000 8.9.7) of a page, in drawing order, through the
// form XObjects it draws. Each becomes a PDFRawStream with the full key and filter names of an image
// XObject, so that the same decoders serve both.
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
} from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';
import { ContentLexer, isDelimiter, isWhite } from './content-lexer.ts';
import { findInlineDataEnd } from './inline-data.ts';

const KEYS: Record<string, string> = {
  BPC: 'BitsPerComponent',
  CS: 'ColorSpace',
  D: 'Decode',
  DP: 'DecodeParms',
  F: 'Filter',
  H: 'Height',
  IM: 'ImageMask',
  I: 'Interpolate',
  W: 'Width',
  L: 'Length',
};

const FILTERS: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

/** Colour space names an inline image may use directly; any other name is a /Resources /ColorSpace key. */
const DIRECT_SPACES = new Set(['G', 'RGB', 'CMYK', 'I', 'DeviceGray', 'DeviceRGB', 'DeviceCMYK', 'Indexed']);
const FORM_DEPTH = 12;
const LOSSLESS = ['FlateDecode', 'LZWDecode', 'RunLengthDecode', 'ASCIIHexDecode', 'ASCII85Decode'];

type Lookup = (o: PDFObject | undefined) => PDFObject | undefined;

/** A named colour space resolved through the resources, inside an Indexed space too. */
function resolveSpace(
  space: PDFObject | undefined,
  resources: PDFDict | undefined,
  doc: PDFDocument,
): PDFObject | undefined {
  if (space instanceof PDFName && !DIRECT_SPACES.has(space.decodeText())) {
    const named = doc.context.lookup(resources?.get(PDFName.of('ColorSpace')));
    return named instanceof PDFDict ? (named.get(space) ?? space) : space;
  }
  if (space instanceof PDFArray && space.size() > 1) {
    const copy = PDFArray.withContext(doc.context);
    space.asArray().forEach((item, i) => copy.push(i === 1 ? resolveSpace(item, resources, doc)! : item));
    return copy;
  }
  return space;
}

/** Components per sample of a (resolved) colour space; undefined when not known here. */
function componentsOf(space: PDFObject | undefined, lookup: Lookup): number | undefined {
  const cs = lookup(space);
  const name = cs instanceof PDFName ? cs.decodeText() : undefined;
  if (name === undefined && !(cs instanceof PDFArray)) return space === undefined ? 1 : undefined;
  if (name === 'DeviceGray' || name === 'G') return 1;
  if (name === 'DeviceRGB' || name === 'RGB') return 3;
  if (name === 'DeviceCMYK' || name === 'CMYK') return 4;
  if (!(cs instanceof PDFArray)) return undefined;
  const kind = lookup(cs.get(0));
  const kindName = kind instanceof PDFName ? kind.decodeText() : '';
  if (kindName === 'Indexed' || kindName === 'I' || kindName === 'Separation') return 1;
  if (kindName === 'CalRGB' || kindName === 'Lab') return 3;
  if (kindName === 'CalGray') return 1;
  if (kindName === 'DeviceN') {
    const names = lookup(cs.get(1));
    return names instanceof PDFArray ? names.size() : undefined;
  }
  if (kindName === 'ICCBased') {
    const stream = lookup(cs.get(1));
    const n = stream instanceof PDFStream ? lookup(stream.dict.get(PDFName.of('N'))) : undefined;
    return n instanceof PDFNumber ? n.asNumber() : undefined;
  }
  return undefined;
}

/** Expands abbreviations: `G`/`RGB`/`CMYK` are handled by the colour code, keys and filters are not. */
function expandDict(raw: PDFDict, resources: PDFDict | undefined, doc: PDFDocument): PDFDict {
  const dict = PDFDict.withContext(raw.context);
  for (const [key, value] of raw.entries()) {
    const name = KEYS[key.decodeText()] ?? key.decodeText();
    let out: PDFObject = value;
    if (name === 'Filter') {
      const full = (f: PDFObject) =>
        f instanceof PDFName ? PDFName.of(FILTERS[f.decodeText()] ?? f.decodeText()) : f;
      if (value instanceof PDFArray) {
        out = PDFArray.withContext(raw.context);
        for (const f of value.asArray()) (out as PDFArray).push(full(f));
      } else out = full(value);
    } else if (name === 'ColorSpace') out = resolveSpace(value, resources, doc) ?? value;
    dict.set(PDFName.of(name), out);
  }
  dict.set(PDFName.of('Type'), PDFName.of('XObject'));
  dict.set(PDFName.of('Subtype'), PDFName.of('Image'));
  return dict;
}

function filterNames(dict: PDFDict): string[] {
  const filter = dict.get(PDFName.of('Filter'));
  const list = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  return list.map((f) => (f instanceof PDFName ? f.decodeText() : ''));
}

/** Bytes of unfiltered image data, when the dictionary tells enough to know. */
function unfilteredSize(dict: PDFDict, lookup: Lookup): number | undefined {
  const numberOf = (key: string) => {
    const value = lookup(dict.get(PDFName.of(key)));
    return value instanceof PDFNumber ? value.asNumber() : undefined;
  };
  const [width, height] = [numberOf('Width'), numberOf('Height')];
  const mask = lookup(dict.get(PDFName.of('ImageMask'))) === PDFBool.True;
  const bpc = mask ? 1 : (numberOf('BitsPerComponent') ?? 8);
  const n = mask ? 1 : componentsOf(dict.get(PDFName.of('ColorSpace')), lookup);
  if (!width || !height || n === undefined || width < 0 || height < 0) return undefined;
  return Math.ceil((width * n * bpc) / 8) * height;
}

function hasForms(resources: PDFDict | undefined): boolean {
  const xobjects = resources?.context.lookup(resources.get(PDFName.of('XObject')));
  if (!(xobjects instanceof PDFDict)) return false;
  return xobjects.values().some((x) => {
    const target = resources?.context.lookup(x);
    return target instanceof PDFStream && target.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Form');
  });
}

/** Decoded bytes of a content stream (page contents may be an array of streams, read as one). */
function contentBytes(doc: PDFDocument, contents: PDFObject | undefined): Uint8Array {
  const object = doc.context.lookup(contents);
  const parts = object instanceof PDFArray ? object.asArray().map((o) => doc.context.lookup(o)) : [object];
  const decoded: Uint8Array[] = [];
  for (const part of parts) {
    if (!(part instanceof PDFRawStream)) continue;
    try {
      decoded.push(decodePDFRawStream(part).decode(), Uint8Array.of(0x0a));
    } catch {
      // An undecodable content stream draws nothing we could read.
    }
  }
  const out = new Uint8Array(decoded.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of decoded) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Reads the inline image whose BI the lexer just passed; the lexer ends after its EI. */
function readInline(lexer: ContentLexer, resources: PDFDict | undefined, doc: PDFDocument) {
  const lookup: Lookup = (o) => doc.context.lookup(o);
  const raw = PDFDict.withContext(doc.context);
  for (let token = lexer.next(); ; token = lexer.next()) {
    if (!token || (token.kind === 'op' && token.value === 'EI')) return null;
    if (token.kind === 'op' && token.value === 'ID') break;
    if (token.kind !== 'name') continue;
    const value = lexer.next();
    if (!value) return null;
    raw.set(PDFName.of(token.value), lexer.readObject(value, doc.context));
  }
  const dict = expandDict(raw, resources, doc);
  const start = isWhite(lexer.bytes[lexer.pos]) ? lexer.pos + 1 : lexer.pos;
  const filters = filterNames(dict);
  const size = unfilteredSize(dict, lookup);
  const accept = (dataEnd: number) => {
    const data = lexer.bytes.subarray(start, dataEnd);
    // A JPEG ends with its EOI marker (some writers add white space after it).
    if (filters.length === 1 && filters[0] === 'DCTDecode') {
      let last = data.length;
      while (last > 2 && isWhite(data[last - 1])) last--;
      return data[last - 2] === 0xff && data[last - 1] === 0xd9;
    }
    // Lossless filters: the candidate is right when the data decodes to at least the image's samples.
    if (!filters.every((f) => LOSSLESS.includes(f))) return true;
    try {
      const length = decodePDFRawStream(PDFRawStream.of(dict, data)).decode().length;
      return length >= (size ?? 1);
    } catch {
      return false;
    }
  };
  const declared = lookup(dict.get(PDFName.of('Length')));
  const sizes = [
    declared instanceof PDFNumber ? declared.asNumber() : -1,
    filters.length ? -1 : (size ?? -1),
  ];
  const end = findInlineDataEnd(lexer.bytes, start, sizes, filters[0], accept);
  if (!end) return null;
  lexer.pos = end.next;
  return PDFRawStream.of(dict, lexer.bytes.slice(start, end.dataEnd));
}

/** Whether `op` may stand in `bytes` as a token (a quick test; strings may hold it too). */
function hasOperator(bytes: Uint8Array, op: 'BI' | 'Do'): boolean {
  const [first, second] = [op.charCodeAt(0), op.charCodeAt(1)];
  for (let at = bytes.indexOf(first); at >= 0; at = bytes.indexOf(first, at + 1))
    if (bytes[at + 1] === second && isDelimiter(bytes[at + 2]) && (at === 0 || isDelimiter(bytes[at - 1])))
      return true;
  return false;
}

/**
 * Every inline image a page draws, in content order, including those inside the form XObjects it draws
 * (`seenForms`: forms already read, on this page or an earlier one, whose images are not repeated).
 */
export function inlineImagesOfPage(
  doc: PDFDocument,
  pageIndex: number,
  seenForms: Set<PDFRef>,
): PDFRawStream[] {
  const found: PDFRawStream[] = [];
  const walk = (bytes: Uint8Array, resources: PDFDict | undefined, depth: number) => {
    // Lexing is the slow part: skip content that can hold neither an inline image nor a form.
    if (!hasOperator(bytes, 'BI') && !(hasForms(resources) && hasOperator(bytes, 'Do'))) return;
    const lexer = new ContentLexer(bytes);
    let lastName: string | undefined;
    for (let token = lexer.next(); token; token = lexer.next()) {
      if (token.kind === 'name') lastName = token.value;
      if (token.kind !== 'op') continue;
      if (token.value === 'BI') {
        const image = readInline(lexer, resources, doc);
        if (image) found.push(image);
      } else if (token.value === 'Do' && lastName !== undefined && depth < FORM_DEPTH) {
        const xobjects = doc.context.lookup(resources?.get(PDFName.of('XObject')));
        const ref = xobjects instanceof PDFDict ? xobjects.get(PDFName.of(lastName)) : undefined;
        const form = doc.context.lookup(ref);
        if (!(form instanceof PDFRawStream) || form.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Form'))
          continue;
        if (ref instanceof PDFRef) {
          if (seenForms.has(ref)) continue;
          seenForms.add(ref);
        }
        const own = doc.context.lookup(form.dict.get(PDFName.of('Resources')));
        walk(contentBytes(doc, form), own instanceof PDFDict ? own : resources, depth + 1);
      }
    }
  };
  const page = doc.getPage(pageIndex).node;
  walk(contentBytes(doc, page.get(PDFName.of('Contents'))), page.Resources(), 0);
  return found;
}
