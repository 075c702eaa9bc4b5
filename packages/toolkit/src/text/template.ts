/** One piece of a compiled replacement: literal text, or something taken from the match. */
export type ReplacementPart =
  | { kind: 'text'; text: string }
  | { kind: 'group'; index: number }
  | { kind: 'named'; name: string }
  | { kind: 'match' | 'before' | 'after' };

/** What the replacement can refer to: the search's capture count and whether it has named groups. */
export interface PatternShape {
  groups: number;
  named: boolean;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\' };

/** Reads the capture count and named groups of a compiled search (an empty alternative always matches). */
export function shapeOf(pattern: RegExp): PatternShape {
  const probe = new RegExp(`${pattern.source}|`, pattern.flags.replace('g', '')).exec('');
  return { groups: (probe?.length ?? 1) - 1, named: probe?.groups !== undefined };
}

/**
 * Parses a regex-mode replacement once, following ECMAScript's GetSubstitution (so `$1`, `$12`, `$<name>`,
 * `$&`, `` $` ``, `$'`, `$$` mean what they mean in String.prototype.replace), plus `\n`, `\t`, `\r` and
 * `\\`, since a one-line input cannot hold a line break. In literal mode the text is used as typed.
 */
export function compileReplacement(
  replacement: string,
  regex: boolean,
  shape: PatternShape,
): ReplacementPart[] {
  if (!regex) return [{ kind: 'text', text: replacement }];
  const parts: ReplacementPart[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push({ kind: 'text', text });
    text = '';
  };
  for (let i = 0; i < replacement.length; i++) {
    const c = replacement[i] as string;
    const next = replacement[i + 1] ?? '';
    if (c === '\\' && next in ESCAPES) {
      text += ESCAPES[next];
      i++;
    } else if (c !== '$' || next === '') {
      text += c;
    } else if (next === '$') {
      text += '$';
      i++;
    } else if (next === '&' || next === '`' || next === "'") {
      flush();
      parts.push({ kind: next === '&' ? 'match' : next === '`' ? 'before' : 'after' });
      i++;
    } else if (/\d/.test(next)) {
      const two = Number(replacement.slice(i + 1, i + 3));
      const one = Number(next);
      const digits =
        /^\d\d$/.test(replacement.slice(i + 1, i + 3)) && two >= 1 && two <= shape.groups ? 2 : 1;
      const index = digits === 2 ? two : one;
      if (index >= 1 && index <= shape.groups) {
        flush();
        parts.push({ kind: 'group', index });
        i += digits;
      } else {
        text += '$';
      }
    } else if (next === '<' && shape.named && replacement.indexOf('>', i + 2) !== -1) {
      const end = replacement.indexOf('>', i + 2);
      flush();
      parts.push({ kind: 'named', name: replacement.slice(i + 2, end) });
      i = end;
    } else {
      text += '$';
    }
  }
  flush();
  return parts;
}

/** Builds one match's replacement from the arguments String.prototype.replace gives its callback. */
export function expandReplacement(parts: ReplacementPart[], args: unknown[]): string {
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only?.kind === 'text') return only.text;
  const hasGroups = typeof args[args.length - 1] === 'object';
  const input = args[args.length - (hasGroups ? 2 : 1)] as string;
  const offset = args[args.length - (hasGroups ? 3 : 2)] as number;
  const match = args[0] as string;
  const named = hasGroups ? (args[args.length - 1] as Record<string, string | undefined>) : {};
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'group') out += (args[part.index] as string | undefined) ?? '';
    else if (part.kind === 'named') out += named[part.name] ?? '';
    else if (part.kind === 'match') out += match;
    else if (part.kind === 'before') out += input.slice(0, offset);
    else out += input.slice(offset + match.length);
  }
  return out;
}
