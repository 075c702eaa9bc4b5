// Public surface of the textcode area: encodings, diffs, JSON, case, pinyin, symbols, timestamps.
export * from './base64.ts';
export * from './diff.ts';
export * from './file-type.ts';
export * from './highlight.ts';
export * from './json-format.ts';
export * from './json-parse.ts';
export * from './letter-case.ts';
export * from './pinyin.ts';
export * from './symbols.ts';
export * from './timestamp.ts';
