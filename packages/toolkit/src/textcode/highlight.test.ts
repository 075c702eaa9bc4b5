import { describe, expect, it } from 'vitest';
import { detectLanguage, tokenize, tokenizeLines, type CodeLanguage, type Token } from './highlight.ts';

const typed = (tokens: Token[], type: Token['type']) =>
  tokens.filter((t) => t.type === type).map((t) => t.text);

describe('tokenize', () => {
  it('colours JavaScript and TypeScript without losing a character', () => {
    const code = 'const x: number = 0x1F; // note\nlet s = `a ${b}` + "q\\"" /* c */ ? true : null;';
    const tokens = tokenize(code, 'javascript');
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(typed(tokens, 'keyword')).toEqual(['const', 'let']);
    expect(typed(tokens, 'comment')).toEqual(['// note', '/* c */']);
    expect(typed(tokens, 'string')).toEqual(['`a ${b}`', '"q\\""']);
    expect(typed(tokens, 'number')).toEqual(['0x1F']);
    expect(typed(tokens, 'literal')).toEqual(['true', 'null']);
  });

  it('tells JSON keys from values', () => {
    const tokens = tokenize('{"a": "b", "n": -1.5e3, "ok": false}', 'json');
    expect(typed(tokens, 'attr')).toEqual(['"a"', '"n"', '"ok"']);
    expect(typed(tokens, 'string')).toEqual(['"b"']);
    expect(typed(tokens, 'number')).toEqual(['-1.5e3']);
    expect(typed(tokens, 'literal')).toEqual(['false']);
  });

  it('handles Python, CSS, HTML and SQL specifics', () => {
    const py = tokenize('@cache\ndef f(self):\n    """doc\n    more"""\n    return None  # done', 'python');
    expect(typed(py, 'keyword')).toEqual(['def', 'self', 'return']);
    expect(typed(py, 'string')).toEqual(['"""doc\n    more"""']);
    expect(typed(py, 'tag')).toEqual(['@cache']);
    const css = tokenize('@media (x) { .a > #b { color: #fff; margin: 0 1.5em; } }', 'css');
    expect(typed(css, 'attr')).toEqual(['color', 'margin']);
    expect(typed(css, 'number')).toEqual(['#fff', '0', '1.5em']);
    const html = tokenize('<!-- c --><a href="x" data-id=\'1\'>Hi</a>', 'html');
    expect(typed(html, 'tag')).toEqual(['<a', '>', '</a', '>']);
    expect(typed(html, 'attr')).toEqual(['href', 'data-id']);
    const sql = tokenize("SELECT name FROM users WHERE note = 'it''s' -- x", 'sql');
    expect(typed(sql, 'keyword')).toEqual(['SELECT', 'FROM', 'WHERE']);
    expect(typed(sql, 'string')).toEqual(["'it''s'"]);
  });

  it('splits multi-line tokens into lines', () => {
    const lines = tokenizeLines('a /* one\ntwo */ b\r\nc', 'javascript');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual([
      { type: 'comment', text: 'two */' },
      { type: 'plain', text: ' b' },
    ]);
  });

  it('tokenizes 1 MB of code in well under a second', () => {
    const code = 'function f(a, b) { return a + b * 2; } // sum\n'.repeat(22_000);
    const start = performance.now();
    expect(tokenize(code, 'javascript').length).toBeGreaterThan(100_000);
    expect(performance.now() - start).toBeLessThan(4_000);
  });
});

describe('detectLanguage', () => {
  const cases: Array<[string, CodeLanguage]> = [
    ['{"a": [1, 2]}', 'json'],
    ['<div class="x">hi</div>', 'html'],
    ['<?xml version="1.0"?><a/>', 'html'],
    ['def main():\n    print("hi")\n', 'python'],
    ['SELECT id, name\nFROM users\nWHERE id = 1;', 'sql'],
    ['.btn {\n  color: red;\n  padding: 4px;\n}', 'css'],
    ['const x = () => 1;\nexport default x;', 'javascript'],
    ['just some words', 'plain'],
  ];
  it.each(cases)('%s → %s', (code, language) => expect(detectLanguage(code)).toBe(language));
});
