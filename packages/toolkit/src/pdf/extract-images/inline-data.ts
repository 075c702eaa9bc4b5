// Where the data of an inline image ends. PDF gives no length for it: "EI" closes it, but binary data
// may hold those two bytes too. /L or unfiltered data gives the size; ASCII filters have end markers; for
// binary filters an "EI" counts only when the bytes after it read as content-stream syntax again.
import { ContentLexer, isDelimiter, isWhite } from './content-lexer.ts';

/** Every operator of PDF 32000 (table 51), plus the keywords an operand may be. */
const OPERATORS = new Set(
  (
    'b B b* B* BDC BI BMC BT BX c cm CS cs d d0 d1 Do DP EI EMC ET EX f F f* G g gs h i ID j J K k l m M ' +
    'MP n q Q re RG rg ri s S SC sc SCN scn sh T* Tc Td TD Tf Tj TJ TL Tm Tr Ts Tw Tz v w W W* y \' " ' +
    'true false null'
  ).split(' '),
);

/** The few tokens after a candidate "EI" must be valid syntax (or the stream must end). */
function readsAsContent(data: Uint8Array, from: number): boolean {
  const lexer = new ContentLexer(data, from);
  for (let count = 0; count < 8; count++) {
    const token = lexer.next();
    if (!token) return true;
    if (token.kind === 'string' && !token.closed) return false;
    if (token.kind === 'op' && !OPERATORS.has(token.value)) return false;
    if (token.kind === 'name' && /[^\x21-\x7e]/.test(token.value)) return false;
  }
  return true;
}

/** True when "EI" stands at `at` as a token: white space before it, a delimiter or the end after it. */
function isEiAt(data: Uint8Array, at: number): boolean {
  return data[at] === 0x45 && data[at + 1] === 0x49 && isDelimiter(data[at + 2]);
}

/** Finds "EI" from `from` on, skipping white space only: the place a known-length data must end. */
function eiAfter(data: Uint8Array, from: number): number {
  let at = from;
  while (isWhite(data[at])) at++;
  return isEiAt(data, at) ? at : -1;
}

function indexOf(data: Uint8Array, pattern: number[], from: number): number {
  outer: for (let i = from; i + pattern.length <= data.length; i++) {
    for (let k = 0; k < pattern.length; k++) if (data[i + k] !== pattern[k]) continue outer;
    return i;
  }
  return -1;
}

export interface InlineDataEnd {
  /** One past the last byte of the image data. */
  dataEnd: number;
  /** Offset just after "EI", where the content goes on. */
  next: number;
}

/**
 * Finds the end of inline image data that starts at `start`. `sizes` are byte counts to try first (the
 * PDF 2.0 /L entry, the size of unfiltered samples); `firstFilter` the full name of the first filter, if
 * any. `accept` may reject a candidate end (a decoder check); the first candidate that reads as content wins.
 */
export function findInlineDataEnd(
  data: Uint8Array,
  start: number,
  sizes: number[],
  firstFilter: string | undefined,
  accept: (dataEnd: number) => boolean = () => true,
): InlineDataEnd | null {
  for (const size of sizes) {
    const ei = size >= 0 ? eiAfter(data, start + size) : -1;
    if (ei >= 0) return { dataEnd: start + size, next: ei + 2 };
  }
  let searchFrom = start;
  if (firstFilter === 'ASCIIHexDecode' || firstFilter === 'ASCII85Decode') {
    // Text data: the filter's own end marker comes first, and neither alphabet can hide a stray "EI" after it.
    const marker = firstFilter === 'ASCIIHexDecode' ? [0x3e] : [0x7e, 0x3e];
    const end = indexOf(data, marker, start);
    if (end >= 0) {
      const ei = eiAfter(data, end + marker.length);
      if (ei >= 0) return { dataEnd: end + marker.length, next: ei + 2 };
      searchFrom = end + marker.length;
    }
  }
  let fallback: InlineDataEnd | null = null;
  for (let at = indexOf(data, [0x45, 0x49], searchFrom); at >= 0; at = indexOf(data, [0x45, 0x49], at + 1)) {
    if (!isEiAt(data, at) || !(at === start || isWhite(data[at - 1]))) continue;
    if (!readsAsContent(data, at + 2)) continue;
    // The single white-space byte before "EI" belongs to the syntax, not to the data.
    const candidate = { dataEnd: at > start ? at - 1 : at, next: at + 2 };
    if (accept(candidate.dataEnd)) return candidate;
    fallback ??= candidate;
  }
  return fallback;
}
