// A tokenizer for page content streams (PDF 32000 7.2, 7.8.2): enough to walk operators, skip strings
// and comments correctly, and read the operands of inline images (BI ... ID) as pdf-lib objects.
import { PDFArray, PDFBool, PDFDict, PDFHexString, PDFName, PDFNull, PDFNumber } from 'pdf-lib';
import type { PDFContext, PDFObject } from 'pdf-lib';

export type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: Uint8Array; closed: boolean }
  | { kind: 'op'; value: string }
  | { kind: '[' | ']' | '<<' | '>>' | '{' | '}' };

/** PDF white-space characters. */
export const isWhite = (b: number | undefined) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;

/** White space or one of the delimiters ( ) < > [ ] { } / %. */
export const isDelimiter = (b: number | undefined) =>
  b === undefined ||
  isWhite(b) ||
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;

const hexValue = (b: number) =>
  b >= 0x30 && b <= 0x39
    ? b - 0x30
    : b >= 0x61 && b <= 0x66
      ? b - 0x57
      : b >= 0x41 && b <= 0x46
        ? b - 0x37
        : -1;
const ESCAPES: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };

export class ContentLexer {
  constructor(
    readonly bytes: Uint8Array,
    /** Offset of the next unread byte. */
    public pos = 0,
  ) {}

  /** The next token, or null at the end of the data. */
  next(): Token | null {
    const data = this.bytes;
    for (;;) {
      while (isWhite(data[this.pos])) this.pos++;
      if (data[this.pos] !== 0x25) break;
      while (this.pos < data.length && data[this.pos] !== 0x0a && data[this.pos] !== 0x0d) this.pos++;
    }
    if (this.pos >= data.length) return null;
    const b = data[this.pos] as number;
    if (b === 0x28) return this.literal();
    if (b === 0x3c) {
      if (data[this.pos + 1] === 0x3c) {
        this.pos += 2;
        return { kind: '<<' };
      }
      return this.hex();
    }
    if (b === 0x3e && data[this.pos + 1] === 0x3e) {
      this.pos += 2;
      return { kind: '>>' };
    }
    if (b === 0x5b || b === 0x5d || b === 0x7b || b === 0x7d || b === 0x29 || b === 0x3e) {
      this.pos++;
      const kind = String.fromCharCode(b);
      // A stray ')' or '>' is not valid syntax: hand it on as an operator nobody knows.
      return kind === ')' || kind === '>' ? { kind: 'op', value: kind } : { kind: kind as '[' };
    }
    if ((b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2d || b === 0x2e) {
      const number = this.number();
      if (number !== null) return { kind: 'number', value: number };
    }
    const start = b === 0x2f ? ++this.pos : this.pos;
    while (!isDelimiter(data[this.pos])) this.pos++;
    // Operators and names are short; a long run is binary data, of which the start is enough.
    const text = String.fromCharCode(...data.subarray(start, Math.min(this.pos, start + 256)));
    return b === 0x2f ? { kind: 'name', value: text } : { kind: 'op', value: text };
  }

  /** Reads a number (most tokens of a content stream are), or returns null and moves nowhere. */
  private number(): number | null {
    const data = this.bytes;
    let at = this.pos;
    const sign = data[at] === 0x2d ? -1 : 1;
    if (data[at] === 0x2d || data[at] === 0x2b) at++;
    let value = 0;
    let digits = 0;
    let scale = 0;
    for (; ; at++) {
      const c = data[at] as number;
      if (c >= 0x30 && c <= 0x39) {
        value = value * 10 + c - 0x30;
        digits++;
        if (scale) scale *= 10;
      } else if (c === 0x2e && !scale) scale = 1;
      else break;
    }
    if (!digits || !isDelimiter(data[at])) return null;
    this.pos = at;
    return (sign * value) / (scale || 1);
  }

  private literal(): Token {
    const data = this.bytes;
    const out: number[] = [];
    let depth = 1;
    this.pos++;
    while (this.pos < data.length) {
      const b = data[this.pos++] as number;
      if (b === 0x5c) {
        const e = data[this.pos++];
        if (e === undefined) break;
        if (e >= 0x30 && e <= 0x37) {
          let value = e - 0x30;
          for (let k = 0; k < 2 && (data[this.pos] ?? 0) >= 0x30 && (data[this.pos] ?? 0) <= 0x37; k++)
            value = value * 8 + (data[this.pos++] as number) - 0x30;
          out.push(value & 255);
        } else if (e === 0x0d) {
          if (data[this.pos] === 0x0a) this.pos++;
        } else if (e !== 0x0a) out.push(ESCAPES[e] ?? e);
        continue;
      }
      if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0)
        return { kind: 'string', bytes: Uint8Array.from(out), closed: true };
      out.push(b);
    }
    return { kind: 'string', bytes: Uint8Array.from(out), closed: false };
  }

  private hex(): Token {
    const data = this.bytes;
    const out: number[] = [];
    let high = -1;
    this.pos++;
    while (this.pos < data.length) {
      const b = data[this.pos++] as number;
      if (b === 0x3e) {
        if (high >= 0) out.push(high << 4);
        return { kind: 'string', bytes: Uint8Array.from(out), closed: true };
      }
      const v = hexValue(b);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out.push((high << 4) | v);
        high = -1;
      }
    }
    return { kind: 'string', bytes: Uint8Array.from(out), closed: false };
  }

  /** Reads one operand starting with `token` as a pdf-lib object (arrays and dictionaries nested). */
  readObject(token: Token, context: PDFContext, depth = 0): PDFObject {
    if (depth > 32) throw new Error('operand nested too deep');
    switch (token.kind) {
      case 'number':
        return PDFNumber.of(token.value);
      case 'name':
        return PDFName.of(token.value);
      case 'string':
        return PDFHexString.of(Array.from(token.bytes, (b) => b.toString(16).padStart(2, '0')).join(''));
      case '[': {
        const array = PDFArray.withContext(context);
        for (let t = this.next(); t && t.kind !== ']'; t = this.next())
          array.push(this.readObject(t, context, depth + 1));
        return array;
      }
      case '<<': {
        const dict = PDFDict.withContext(context);
        for (let t = this.next(); t && t.kind !== '>>'; t = this.next()) {
          if (t.kind !== 'name') continue;
          const value = this.next();
          if (!value || value.kind === '>>') break;
          dict.set(PDFName.of(t.value), this.readObject(value, context, depth + 1));
        }
        return dict;
      }
      case 'op':
        if (token.value === 'true') return PDFBool.True;
        if (token.value === 'false') return PDFBool.False;
        return PDFNull;
      default:
        return PDFNull;
    }
  }
}
