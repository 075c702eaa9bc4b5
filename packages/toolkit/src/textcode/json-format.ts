import type { JsonNode } from './json-parse.ts';

export interface FormatOptions {
  /** Spaces per level, or 'tab'; 0 writes everything on one line (minified). */
  indent: number | 'tab';
  /** Sort object keys (by code point, like most JSON tools), at every depth. */
  sortKeys?: boolean;
}

/** Writes a parsed value back as JSON; numbers keep their exact digits (no precision loss). */
export function formatJson(node: JsonNode, options: FormatOptions): string {
  const unit = options.indent === 'tab' ? '\t' : ' '.repeat(options.indent);
  const out: string[] = [];
  const write = (n: JsonNode, pad: string) => {
    switch (n.type) {
      case 'string':
        out.push(JSON.stringify(n.value));
        return;
      case 'number':
        out.push(n.raw);
        return;
      case 'boolean':
        out.push(String(n.value));
        return;
      case 'null':
        out.push('null');
        return;
    }
    const isObject = n.type === 'object';
    const children: Array<[string | null, JsonNode]> = isObject
      ? options.sortKeys
        ? [...n.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        : n.entries
      : n.items.map((item) => [null, item]);
    const [open, close] = isObject ? ['{', '}'] : ['[', ']'];
    if (children.length === 0) {
      out.push(open + close);
      return;
    }
    const inner = pad + unit;
    out.push(open);
    children.forEach(([key, child], i) => {
      if (i > 0) out.push(',');
      if (unit) out.push('\n', inner);
      if (key !== null) out.push(JSON.stringify(key), unit ? ': ' : ':');
      write(child, inner);
    });
    if (unit) out.push('\n', pad);
    out.push(close);
  };
  write(node, '');
  return out.join('');
}

/** The text as the inside of a JSON string literal (quotes, backslashes and control characters escaped). */
export function escapeJsonString(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/**
 * Reverses `escapeJsonString`; surrounding quotes are optional. Throws a SyntaxError when an escape
 * is not valid JSON (e.g. `\x41`).
 */
export function unescapeJsonString(text: string): string {
  const trimmed = text.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const inner = quoted ? trimmed.slice(1, -1) : text;
  // Raw line breaks and unescaped quotes are tolerated: people paste strings copied from logs.
  const body = inner.replace(/\\.|"|\n|\r|\t/gs, (m) =>
    m === '"' ? '\\"' : m === '\n' ? '\\n' : m === '\r' ? '\\r' : m === '\t' ? '\\t' : m,
  );
  return JSON.parse(`"${body}"`) as string;
}

/** Counts for the status line: how many values of each kind, and the deepest nesting. */
export function jsonStats(node: JsonNode): { keys: number; values: number; depth: number } {
  let keys = 0;
  let values = 0;
  const walk = (n: JsonNode, depth: number): number => {
    values++;
    let deepest = depth;
    const children =
      n.type === 'object' ? n.entries.map(([, child]) => child) : n.type === 'array' ? n.items : [];
    if (n.type === 'object') keys += n.entries.length;
    for (const child of children) deepest = Math.max(deepest, walk(child, depth + 1));
    return deepest;
  };
  const depth = walk(node, 0);
  return { keys, values, depth };
}
