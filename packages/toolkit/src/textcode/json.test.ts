import { describe, expect, it } from 'vitest';
import { escapeJsonString, formatJson, jsonStats, unescapeJsonString } from './json-format.ts';
import { JsonSyntaxError, lineColumn, parseJson, type JsonErrorReason } from './json-parse.ts';

function errorOf(text: string): { reason: JsonErrorReason; line: number; column: number; found: string } {
  try {
    parseJson(text);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonSyntaxError);
    const e = error as JsonSyntaxError;
    expect(e.params).toMatchObject({ reason: e.reason, position: e.position });
    return { reason: e.reason, line: e.params.line, column: e.params.column, found: e.params.found };
  }
  throw new Error('parsed');
}

describe('parseJson errors', () => {
  it('points at trailing commas, single quotes and unquoted keys', () => {
    expect(errorOf('{\n  "a": 1,\n  "b": [1, 2,],\n}')).toEqual({
      reason: 'trailingComma',
      line: 3,
      column: 13,
      found: ',',
    });
    expect(errorOf("{'a': 1}")).toEqual({ reason: 'singleQuote', line: 1, column: 2, found: "'" });
    expect(errorOf('{"a": \'x\'}')).toMatchObject({ reason: 'singleQuote', column: 7 });
    expect(errorOf('{\n  name: "x"\n}')).toMatchObject({
      reason: 'unquotedKey',
      line: 2,
      column: 3,
      found: 'n',
    });
  });

  it('reports unclosed brackets at the bracket that was opened', () => {
    expect(errorOf('{"a": [1, 2, 3]')).toMatchObject({ reason: 'unclosed', line: 1, column: 1, found: '{' });
    expect(errorOf('[\n  {"a": 1},\n  [1, 2')).toMatchObject({
      reason: 'unclosed',
      line: 3,
      column: 3,
      found: '[',
    });
    expect(errorOf('{"a": "abc')).toMatchObject({ reason: 'badString', column: 7 });
  });

  it('explains the other common mistakes', () => {
    expect(errorOf('')).toMatchObject({ reason: 'empty' });
    expect(errorOf('  \n ')).toMatchObject({ reason: 'empty' });
    expect(errorOf('{"a" 1}')).toMatchObject({ reason: 'missingColon', column: 6 });
    expect(errorOf('[1 2]')).toMatchObject({ reason: 'missingComma', column: 4 });
    expect(errorOf('{"b": [1, 2}')).toMatchObject({ reason: 'mismatchedBracket', column: 12, found: '}' });
    expect(errorOf('{"a": 01}')).toMatchObject({ reason: 'badNumber', column: 7 });
    expect(errorOf('[1.]')).toMatchObject({ reason: 'badNumber' });
    expect(errorOf('{"a": "\\x41"}')).toMatchObject({ reason: 'badEscape', column: 8 });
    expect(errorOf('{"a": 1} x')).toMatchObject({ reason: 'extraData', column: 10 });
    expect(errorOf('{"a": 1 // note\n}')).toMatchObject({ reason: 'comment', column: 9 });
    expect(errorOf('[undefined]')).toMatchObject({ reason: 'unexpectedChar', column: 2 });
    expect(errorOf('{"a": "tab\there"}')).toMatchObject({ reason: 'badString', column: 11 });
  });

  it('accepts everything JSON.parse accepts in a realistic document', () => {
    const doc = '\ufeff{"s":"é\\u00e9\\n\\"","n":[-0.5e+10,0,1E3],"t":true,"f":false,"z":null,"o":{}}';
    expect(JSON.parse(formatJson(parseJson(doc), { indent: 0 }))).toEqual(JSON.parse(doc.slice(1)));
  });
});

describe('formatJson', () => {
  const doc = parseJson('{"b":1,"a":{"d":[1,{"x":null}],"c":"中文"},"e":[]}');
  it('indents with 2 or 4 spaces or tabs, and minifies', () => {
    expect(formatJson(doc, { indent: 0 })).toBe('{"b":1,"a":{"d":[1,{"x":null}],"c":"中文"},"e":[]}');
    expect(formatJson(doc, { indent: 2 })).toBe(
      JSON.stringify(JSON.parse(formatJson(doc, { indent: 0 })), null, 2),
    );
    expect(formatJson(parseJson('[1,[2]]'), { indent: 'tab' })).toBe('[\n\t1,\n\t[\n\t\t2\n\t]\n]');
    expect(formatJson(parseJson('{"a":1}'), { indent: 4 })).toBe('{\n    "a": 1\n}');
  });

  it('sorts keys at every depth and keeps big numbers exact', () => {
    expect(formatJson(doc, { indent: 0, sortKeys: true })).toBe(
      '{"a":{"c":"中文","d":[1,{"x":null}]},"b":1,"e":[]}',
    );
    expect(formatJson(parseJson('{"id": 12345678901234567890, "f": 1.10}'), { indent: 0 })).toBe(
      '{"id":12345678901234567890,"f":1.10}',
    );
  });

  it('counts keys, values and depth', () => {
    expect(jsonStats(doc)).toEqual({ keys: 6, values: 9, depth: 4 });
  });
});

describe('escape / unescape', () => {
  it('round-trips quotes, backslashes, newlines and unicode', () => {
    const text = '{"path": "C:\\\\temp"}\n\ttab "中文" 😀';
    expect(escapeJsonString('{"a":"b"}\n')).toBe('{\\"a\\":\\"b\\"}\\n');
    expect(unescapeJsonString(escapeJsonString(text))).toBe(text);
    expect(unescapeJsonString('"{\\"a\\":1}"')).toBe('{"a":1}');
    expect(unescapeJsonString('\\u4e2d\\u6587')).toBe('中文');
    expect(() => unescapeJsonString('bad \\x41')).toThrow(SyntaxError);
  });
});

describe('lineColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumn('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});
