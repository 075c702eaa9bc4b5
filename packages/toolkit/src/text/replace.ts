export interface ReplaceOptions {
  find: string;
  replacement: string;
  /** Treat `find` as a regular expression (JavaScript syntax; $1 etc. in the replacement). */
  regex: boolean;
  caseSensitive: boolean;
  wholeWord: boolean;
}

export interface ReplaceResult {
  text: string;
  count: number;
}

/** Replaces every match; an invalid regular expression throws a ReplaceError with code 'bad_regex'. */
export function replaceText(_text: string, _options: ReplaceOptions): ReplaceResult {
  throw new Error('not implemented yet');
}
