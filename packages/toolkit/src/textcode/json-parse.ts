/** A parsed JSON value that keeps key order, duplicate keys and numbers exactly as written. */
export type JsonNode =
  | { type: 'object'; entries: Array<[string, JsonNode]> }
  | { type: 'array'; items: JsonNode[] }
  | { type: 'string'; value: string }
  | { type: 'number'; raw: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' };

/** Why a text is not JSON; each has a translated explanation in the tool. */
export type JsonErrorReason =
  | 'empty'
  | 'trailingComma'
  | 'singleQuote'
  | 'unquotedKey'
  | 'comment'
  | 'missingColon'
  | 'missingComma'
  | 'unclosed'
  | 'mismatchedBracket'
  | 'unexpectedEnd'
  | 'unexpectedChar'
  | 'badString'
  | 'badEscape'
  | 'badNumber'
  | 'extraData';

/** A syntax error with its 1-based line and column; `found` is the offending character, if any. */
export class JsonSyntaxError extends Error {
  readonly code = 'json_syntax';
  constructor(
    readonly reason: JsonErrorReason,
    readonly position: number,
    readonly params: { line: number; column: number; found: string; reason?: string; position?: number },
  ) {
    super(`${reason} at line ${params.line}, column ${params.column}`);
    this.name = 'JsonSyntaxError';
    this.params = { ...params, reason, position }; // survives a worker boundary (params are kept)
  }
}

/** 1-based line and column of a UTF-16 offset in `text`. */
export function lineColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: position - lineStart + 1 };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** A run of string characters that need no attention (no quote, backslash or control character). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what ends the run
const PLAIN_RUN = /[^"\\\u0000-\u001f]+/y;
const WORDS = { true: { type: 'boolean', value: true }, false: { type: 'boolean', value: false } } as const;

/** Parses strict JSON (RFC 8259), explaining the first error in terms a person can act on. */
export function parseJson(text: string): JsonNode {
  let pos = 0;
  const fail = (reason: JsonErrorReason, at = pos): never => {
    throw new JsonSyntaxError(reason, at, { ...lineColumn(text, at), found: text.charAt(at) });
  };
  const skip = () => {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9 || c === 0xfeff) pos++;
      else if (c === 47 && (text[pos + 1] === '/' || text[pos + 1] === '*')) fail('comment');
      else return;
    }
  };

  const string = (): string => {
    const start = pos++;
    let escaped = false;
    for (;;) {
      PLAIN_RUN.lastIndex = pos;
      if (PLAIN_RUN.test(text)) pos = PLAIN_RUN.lastIndex;
      const c = text.charCodeAt(pos);
      if (Number.isNaN(c) || c === 10) fail('badString', start);
      if (c < 0x20) fail('badString');
      if (c === 92) {
        escaped = true;
        const next = text[pos + 1] ?? '';
        if (
          !'"\\/bfnrtu'.includes(next) ||
          (next === 'u' && !/^[\da-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6)))
        )
          fail('badEscape');
        pos += 2;
      } else if (c === 34) {
        pos++;
        const raw = text.slice(start, pos);
        return escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      } else pos++;
    }
  };

  const value = (): JsonNode => {
    skip();
    const c = text[pos];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return { type: 'string', value: string() };
    if (c === "'") fail('singleQuote');
    if (c === undefined) fail('unexpectedEnd');
    if (c === '-' || (c! >= '0' && c! <= '9')) {
      NUMBER.lastIndex = pos;
      const match = NUMBER.exec(text);
      if (!match || /[\d.eE+-]/.test(text[pos + match[0].length] ?? '')) fail('badNumber');
      pos += match![0].length;
      return { type: 'number', raw: match![0] };
    }
    for (const word of ['true', 'false', 'null'] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return word === 'null' ? { type: 'null' } : WORDS[word];
      }
    }
    return fail('unexpectedChar');
  };

  // After an item: a comma (not followed by the closing bracket) or the closing bracket itself.
  const next = (close: string, opener: number): boolean => {
    skip();
    const c = text[pos];
    if (c === close) return (pos++, false);
    if (c === undefined) fail('unclosed', opener);
    if (c === '}' || c === ']') fail('mismatchedBracket');
    if (c !== ',') fail('missingComma');
    const comma = pos++;
    skip();
    if (text[pos] === close) fail('trailingComma', comma);
    return true;
  };

  const object = (): JsonNode => {
    const opener = pos++;
    const entries: Array<[string, JsonNode]> = [];
    skip();
    if (text[pos] === '}') return (pos++, { type: 'object', entries });
    do {
      skip();
      const c = text[pos];
      if (c === undefined) fail('unclosed', opener);
      if (c === "'") fail('singleQuote');
      if (c !== '"') fail(/[\p{L}_$]/u.test(c!) ? 'unquotedKey' : 'unexpectedChar');
      const key = string();
      skip();
      if (text[pos] !== ':')
        fail(text[pos] === undefined ? 'unclosed' : 'missingColon', text[pos] ? pos : opener);
      pos++;
      entries.push([key, value()]);
    } while (next('}', opener));
    return { type: 'object', entries };
  };

  const array = (): JsonNode => {
    const opener = pos++;
    const items: JsonNode[] = [];
    skip();
    if (text[pos] === ']') return (pos++, { type: 'array', items });
    do items.push(value());
    while (next(']', opener));
    return { type: 'array', items };
  };

  skip();
  if (pos >= text.length) fail('empty');
  const root = value();
  skip();
  if (pos < text.length) fail('extraData');
  return root;
}
