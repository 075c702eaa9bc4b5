import {
  escapeJsonString,
  formatJson,
  type JsonNode,
  jsonStats,
  parseJson,
  unescapeJsonString,
} from '@toolbox/toolkit/textcode';

export type JsonAction = 'format' | 'minify' | 'escape' | 'unescape';

export interface JsonSettings {
  action: JsonAction;
  indent: 2 | 4 | 'tab';
  sortKeys: boolean;
}

export interface JsonOutcome {
  output: string;
  /** The parsed document (format and minify), for the tree view and the stats line. */
  node: JsonNode | null;
  stats: { keys: number; values: number; depth: number } | null;
  error: unknown;
}

/** Runs the chosen action on the input; errors are returned, never thrown. */
export function processJson(input: string, settings: JsonSettings): JsonOutcome {
  try {
    if (settings.action === 'escape') return done(escapeJsonString(input));
    if (settings.action === 'unescape') {
      try {
        return done(unescapeJsonString(input));
      } catch {
        throw Object.assign(new Error('bad_unescape'), {
          code: 'bad_unescape',
        }); // worker-safe: no React imports here
      }
    }
    const node = parseJson(input);
    const indent = settings.action === 'minify' ? 0 : settings.indent;
    return {
      output: formatJson(node, { indent, sortKeys: settings.sortKeys }),
      node,
      stats: jsonStats(node),
      error: null,
    };
  } catch (error) {
    return { output: '', node: null, stats: null, error };
  }
}

const done = (output: string): JsonOutcome => ({
  output,
  node: null,
  stats: null,
  error: null,
});

/** A JavaScript-style path to a value: `$.users[0]["first name"]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * The most of a result the text box shows: Chromium lays out every line of a textarea, and a 3 MB
 * result (some 270 000 lines) held the page for seconds after it arrived. Copy and download give
 * the whole; the box shows its beginning, cut at a line end.
 */
export const SHOWN_LIMIT = 200_000;

/** The beginning of `text` the text box shows (all of it when short enough). */
export function shownPart(text: string): string {
  if (text.length <= SHOWN_LIMIT) return text;
  const lineEnd = text.lastIndexOf('\n', SHOWN_LIMIT);
  return text.slice(0, lineEnd > 0 ? lineEnd : SHOWN_LIMIT);
}
