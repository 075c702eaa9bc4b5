import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import type { PDFContext, PDFDocument, PDFObject } from 'pdf-lib';

/** An affine matrix [a b c d e f] as PDF writes it. */
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

type Token =
  { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

/**
 * The tokens of a content stream that matter for placing images: numbers, names and operators. Strings,
 * arrays, dictionaries and inline image data are skipped without being interpreted.
 */
function* tokens(bytes: Uint8Array): Generator<Token> {
  let i = 0;
  const n = bytes.length;
  const word = (start: number) => {
    let end = start;
    while (end < n && !WHITESPACE.has(bytes[end]!) && !DELIMITERS.has(bytes[end]!)) end++;
    return end;
  };
  while (i < n) {
    const c = bytes[i]!;
    if (WHITESPACE.has(c) || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) {
      i++;
    } else if (c === 0x25) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string) with balanced parentheses and backslash escapes
      let depth = 0;
      for (; i < n; i++) {
        const b = bytes[i];
        if (b === 0x5c) i++;
        else if (b === 0x28) depth++;
        else if (b === 0x29 && --depth === 0) break;
      }
      i++;
    } else if (c === 0x3c) {
      if (bytes[i + 1] === 0x3c) i += 2;
      else while (i < n && bytes[i++] !== 0x3e);
    } else if (c === 0x3e) {
      i++;
    } else if (c === 0x2f) {
      const end = word(i + 1);
      yield { kind: 'name', value: new TextDecoder('latin1').decode(bytes.subarray(i + 1, end)) };
      i = end;
    } else {
      const end = word(i);
      const text = new TextDecoder('latin1').decode(bytes.subarray(i, end === i ? i + 1 : end));
      i = end === i ? i + 1 : end;
      const value = Number(text);
      if (text !== '' && Number.isFinite(value) && /^[+-]?(\d|\.\d)/.test(text)) {
        yield { kind: 'number', value };
      } else if (text === 'ID') {
        // Inline image data runs to "EI" between whitespace; it may hold any byte.
        i++;
        while (
          i < n &&
          !(
            WHITESPACE.has(bytes[i - 1]!) &&
            bytes[i] === 0x45 &&
            bytes[i + 1] === 0x49 &&
            (i + 2 >= n || WHITESPACE.has(bytes[i + 2]!))
          )
        )
          i++;
        i += 2;
      } else {
        yield { kind: 'op', value: text };
      }
    }
  }
}

/** The decoded bytes of a page's /Contents (one stream or an array of them). */
function contentBytes(context: PDFContext, contents: PDFObject | undefined): Uint8Array {
  const resolved = contents instanceof PDFRef ? context.lookup(contents) : contents;
  const parts = resolved instanceof PDFArray ? resolved.asArray() : resolved ? [resolved] : [];
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const stream = part instanceof PDFRef ? context.lookup(part) : part;
    if (stream instanceof PDFRawStream) {
      chunks.push(decodePDFRawStream(stream).decode(), new Uint8Array([0x0a]));
    }
  }
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function numbers(context: PDFContext, value: PDFObject | undefined): number[] {
  const array = value instanceof PDFRef ? context.lookup(value) : value;
  if (!(array instanceof PDFArray)) return [];
  return array.asArray().map((item) => {
    const resolved = item instanceof PDFRef ? context.lookup(item) : item;
    return resolved instanceof PDFNumber ? resolved.asNumber() : 0;
  });
}

/**
 * How large each image XObject is drawn, in points: for every image reference, the largest width and
 * height it gets on any page (through nested forms too). Images never found drawn are absent.
 */
export function imageDrawSizes(doc: PDFDocument): Map<PDFRef, { width: number; height: number }> {
  const context = doc.context;
  const sizes = new Map<PDFRef, { width: number; height: number }>();
  const lookupDict = (value: PDFObject | undefined) => {
    const resolved = value instanceof PDFRef ? context.lookup(value) : value;
    return resolved instanceof PDFDict ? resolved : undefined;
  };

  const scan = (bytes: Uint8Array, resources: PDFDict | undefined, start: Matrix, depth: number) => {
    const xobjects = lookupDict(resources?.get(PDFName.of('XObject')));
    const stack: Matrix[] = [];
    let ctm = start;
    const operands: Token[] = [];
    for (const token of tokens(bytes)) {
      if (token.kind !== 'op') {
        operands.push(token);
        continue;
      }
      if (token.value === 'q') stack.push(ctm);
      else if (token.value === 'Q') ctm = stack.pop() ?? ctm;
      else if (token.value === 'cm' && operands.length >= 6) {
        const m = operands.slice(-6).map((t) => (t.kind === 'number' ? t.value : 0)) as Matrix;
        ctm = multiply(m, ctm);
      } else if (token.value === 'Do' && xobjects) {
        const name = operands[operands.length - 1];
        const ref = name?.kind === 'name' ? xobjects.get(PDFName.of(name.value)) : undefined;
        const target = ref instanceof PDFRef ? context.lookup(ref) : undefined;
        if (ref instanceof PDFRef && target instanceof PDFRawStream) {
          const subtype = target.dict.get(PDFName.of('Subtype'));
          if (subtype === PDFName.of('Image')) {
            const width = Math.hypot(ctm[0], ctm[1]);
            const height = Math.hypot(ctm[2], ctm[3]);
            const seen = sizes.get(ref);
            sizes.set(ref, {
              width: Math.max(width, seen?.width ?? 0),
              height: Math.max(height, seen?.height ?? 0),
            });
          } else if (subtype === PDFName.of('Form') && depth < 12) {
            const matrix = numbers(context, target.dict.get(PDFName.of('Matrix')));
            const form = matrix.length === 6 ? multiply(matrix as Matrix, ctm) : ctm;
            const own = lookupDict(target.dict.get(PDFName.of('Resources'))) ?? resources;
            scan(decodePDFRawStream(target).decode(), own, form, depth + 1);
          }
        }
      }
      operands.length = 0;
    }
  };

  for (const page of doc.getPages()) {
    const resources = lookupDict(page.node.getInheritableAttribute(PDFName.of('Resources')));
    try {
      scan(contentBytes(context, page.node.get(PDFName.of('Contents'))), resources, IDENTITY, 0);
    } catch {
      // A content stream we cannot decode: its images keep the page-size bound.
    }
  }
  return sizes;
}
