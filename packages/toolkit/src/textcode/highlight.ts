/** Languages the code tools colour. 'plain' means no colouring. */
export type CodeLanguage = 'javascript' | 'json' | 'python' | 'css' | 'html' | 'sql' | 'plain';

export type TokenType = 'comment' | 'string' | 'number' | 'keyword' | 'literal' | 'tag' | 'attr' | 'plain';

export interface Token {
  type: TokenType;
  text: string;
}

type Rule = [TokenType | 'word', RegExp];

const words = (list: string) => new Set(list.split(' '));
const KEYWORDS: Record<string, Set<string>> = {
  javascript: words(
    'async await break case catch class const continue debugger default delete do else export extends finally for from function if import in instanceof interface let new of return static super switch this throw try type typeof var void while with yield enum implements private protected public readonly as declare namespace abstract',
  ),
  python: words(
    'and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield self match case',
  ),
  sql: words(
    'select from where and or not insert into values update set delete create table drop alter add index primary key foreign references join left right inner outer full on as group by order having limit offset distinct union all case when then else end is in like between exists default constraint unique view with asc desc count sum avg min max',
  ),
};
const LITERALS = words('true false null undefined NaN Infinity None True False NULL');

const STRING_DQ = /"(?:[^"\\\n]|\\.)*"?/y;
const STRING_SQ = /'(?:[^'\\\n]|\\.)*'?/y;
const NUMBER = /(?:0[xXoObB][\da-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?n?|\.\d+)/y;
const WORD = /[A-Za-z_$][\w$]*/y;

const RULES: Record<Exclude<CodeLanguage, 'plain'>, Rule[]> = {
  javascript: [
    ['comment', /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/y],
    ['string', /`(?:[^`\\]|\\[\s\S])*`?/y],
    ['string', STRING_DQ],
    ['string', STRING_SQ],
    ['number', NUMBER],
    ['word', WORD],
  ],
  json: [
    ['attr', /"(?:[^"\\\n]|\\.)*"(?=\s*:)/y],
    ['string', STRING_DQ],
    ['number', /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y],
    ['word', WORD],
  ],
  python: [
    ['comment', /#[^\n]*/y],
    ['string', /[rRbBfFuU]{0,2}(?:"""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$))/y],
    ['string', /[rRbBfFuU]{0,2}(?:"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?)/y],
    ['number', NUMBER],
    ['tag', /@[\w.]+/y],
    ['word', WORD],
  ],
  css: [
    ['comment', /\/\*[\s\S]*?(?:\*\/|$)/y],
    ['string', STRING_DQ],
    ['string', STRING_SQ],
    ['keyword', /@[\w-]+/y],
    ['attr', /[\w-]+(?=\s*:[^{};]*[;}])/y],
    ['number', /#[\da-fA-F]{3,8}\b|-?(?:\d+\.?\d*|\.\d+)(?:%|[a-zA-Z]+)?/y],
    ['tag', /[.#]?[\w-]+/y],
  ],
  html: [
    ['comment', /<!--[\s\S]*?(?:-->|$)/y],
    ['keyword', /<![^>]*>?|<\?[\s\S]*?(?:\?>|$)/y],
    ['tag', /<\/?[\w:-]+|\/?>/y],
    ['attr', /[\w:-]+(?==)/y],
    ['string', STRING_DQ],
    ['string', STRING_SQ],
  ],
  sql: [
    ['comment', /--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/y],
    ['string', /'(?:[^']|'')*'?/y],
    ['attr', /"[^"\n]*"?|`[^`\n]*`?/y],
    ['number', NUMBER],
    ['word', WORD],
  ],
};

const matchers = new Map<string, RegExp>();
function combined(language: string, rules: Rule[]): RegExp {
  let re = matchers.get(language);
  if (!re) {
    re = new RegExp(`${rules.map(([, r]) => `(${r.source})`).join('|')}|(\\s+)|([\\s\\S])`, 'y');
    matchers.set(language, re);
  }
  return re;
}

/** Splits code into coloured tokens; concatenating their texts gives back `code` exactly. */
export function tokenize(code: string, language: CodeLanguage): Token[] {
  if (language === 'plain') return code ? [{ type: 'plain', text: code }] : [];
  const rules = RULES[language];
  const keywords = KEYWORDS[language];
  const tokens: Token[] = [];
  const push = (type: TokenType, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.type === type && type === 'plain') last.text += text;
    else tokens.push({ type, text });
  };
  // One sticky regex with a group per rule (then spaces, then any one character): one exec per token.
  const matcher = combined(language, rules);
  for (let pos = 0; pos < code.length;) {
    matcher.lastIndex = pos;
    const m = matcher.exec(code)!;
    const text = m[0];
    let group = 1;
    while (m[group] === undefined) group++;
    const type = rules[group - 1]?.[0] ?? 'plain';
    if (type === 'word') {
      const key = language === 'sql' ? text.toLowerCase() : text;
      push(LITERALS.has(text) ? 'literal' : keywords?.has(key) ? 'keyword' : 'plain', text);
    } else push(type, text);
    pos += text.length;
  }
  return tokens;
}

/** The tokens of each line (tokens spanning lines, like block comments, are split at the breaks). */
export function tokenizeLines(code: string, language: CodeLanguage): Token[][] {
  const lines: Token[][] = [[]];
  for (const token of tokenize(code.replace(/\r\n?/g, '\n'), language)) {
    const pieces = token.text.split('\n');
    pieces.forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece) lines[lines.length - 1]!.push({ type: token.type, text: piece });
    });
  }
  return lines;
}

/** Guesses the language of a snippet from telltale shapes; 'plain' when nothing fits. */
export function detectLanguage(code: string): CodeLanguage {
  const text = code.trim();
  if (!text) return 'plain';
  if (/^[{[]/.test(text)) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      /* keep looking */
    }
  }
  if (/^<(!doctype|\?xml|[a-z][\w:-]*[\s>/])/i.test(text)) return 'html';
  const scores: Record<Exclude<CodeLanguage, 'plain' | 'json' | 'html'>, number> = {
    sql:
      (
        text.match(
          /\b(select\s[\s\S]+?\sfrom|insert\s+into|update\s+\w+\s+set|create\s+table|where|join|group\s+by)\b/gi,
        ) ?? []
      ).length * 2,
    python: (
      text.match(/^\s*(def|class|elif|import|from\s+\S+\s+import)\b|:\s*$|\bself\b|\bNone\b|\bprint\(/gm) ??
      []
    ).length,
    css: (text.match(/^[^{}\n;]+\{|^\s*[\w-]+\s*:\s*[^;{}]+;\s*$|@media|@import/gm) ?? []).length,
    javascript: (
      text.match(/\b(const|let|var|function|return|import|export|console\.|document\.)|=>/gm) ?? []
    ).length,
  };
  const [best, score] = Object.entries(scores).sort((a, b) => b[1] - a[1])[0]!;
  return score > 0 ? (best as CodeLanguage) : 'plain';
}
