/** The conversions offered by the letter-case tool. */
export type CaseMode =
  | 'upper'
  | 'lower'
  | 'title'
  | 'sentence'
  | 'camel'
  | 'pascal'
  | 'snake'
  | 'constant'
  | 'kebab'
  | 'swap'
  | 'fullWidth'
  | 'halfWidth';

// Short words that English title case keeps in lower case unless they open or close the title.
const SMALL_WORDS = new Set(
  'a an and as at but by en for if in nor of on or per the to via vs with from into onto upon'.split(' '),
);

/**
 * Splits an identifier or phrase into words: at spaces and punctuation, at lower→Upper steps
 * (`fooBar`), at the end of an acronym (`XMLHttp` → XML, Http) and between letters and digits.
 */
export function splitWords(text: string): string[] {
  return (
    text
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** Applies `fn` to each line, so identifier styles never merge lines together. */
const perLine = (text: string, fn: (line: string) => string) =>
  text
    .split('\n')
    .map((line) => {
      const lead = /^\s*/.exec(line)![0];
      return line.trim() ? lead + fn(line) : line;
    })
    .join('\n');

function titleCase(text: string): string {
  // A text typed all in capitals has no acronyms worth keeping: start from lower case.
  const source = /\p{Ll}/u.test(text) ? text : text.toLowerCase();
  return source.replace(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu, (word, offset: number, whole: string) => {
    const isFirst = !/[\p{L}\p{N}]/u.test(
      whole
        .slice(0, offset)
        .split(/[\n:.!?]/)
        .pop() ?? '',
    );
    const isLast = !/[\p{L}\p{N}]/u.test(whole.slice(offset + word.length).split('\n')[0] ?? '');
    // Capitals after the first letter mean the word is written on purpose (NASA, iPhone, XMLHttp).
    if (/\p{Lu}/u.test(word.slice(1))) return word;
    if (!isFirst && !isLast && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
    return capitalize(word);
  });
}

function sentenceCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[.!?。！？]\s+|\n\s*)(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(/\bi\b(?=['’\s,.!?]|$)/g, 'I');
}

function swapCase(text: string): string {
  let out = '';
  for (const ch of text) {
    const upper = ch.toUpperCase();
    out += ch === upper ? ch.toLowerCase() : upper;
  }
  return out;
}

/** ASCII ! … ~ and the space ↔ their full-width forms (U+FF01 … U+FF5E, U+3000). */
function toFullWidth(text: string): string {
  return text.replace(/[!-~ ]/g, (ch) =>
    ch === ' ' ? '\u3000' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0),
  );
}

function toHalfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

/** Converts `text` to the given letter case or width. */
export function convertCase(text: string, mode: CaseMode): string {
  switch (mode) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return titleCase(text);
    case 'sentence':
      return sentenceCase(text);
    case 'swap':
      return swapCase(text);
    case 'fullWidth':
      return toFullWidth(text);
    case 'halfWidth':
      return toHalfWidth(text);
    case 'camel':
      return perLine(text, (line) =>
        splitWords(line)
          .map((w, i) => (i === 0 ? w.toLowerCase() : capitalize(w)))
          .join(''),
      );
    case 'pascal':
      return perLine(text, (line) => splitWords(line).map(capitalize).join(''));
    case 'snake':
      return perLine(text, (line) => splitWords(line).join('_').toLowerCase());
    case 'constant':
      return perLine(text, (line) => splitWords(line).join('_').toUpperCase());
    case 'kebab':
      return perLine(text, (line) => splitWords(line).join('-').toLowerCase());
  }
}
