/** Texts from this size on are replaced in the worker even in literal mode, so typing stays smooth. */
export const WORKER_THRESHOLD = 200_000;

/** A regular expression that runs longer than this is stopped (catastrophic backtracking, like `(a+)+b`). */
export const REGEX_TIME_LIMIT_MS = 5_000;

/**
 * How to run the live preview. Literal searches are linear, so small texts are replaced during render.
 * A regular expression always runs in the worker, whatever the size: a pattern like `(a+)+b` can take
 * minutes on 30 characters, and only a worker can be stopped.
 */
export function previewPlan(length: number, regex: boolean): { worker: boolean; delayMs: number } {
  const delayMs = length >= WORKER_THRESHOLD ? 250 : length >= 30_000 ? 120 : 0;
  return { worker: regex || length >= WORKER_THRESHOLD, delayMs };
}

// The JavaScript engine's English reasons for an invalid pattern, mapped to our translated ones.
const REASONS: Array<[RegExp, string]> = [
  [/^Unterminated group/, 'unterminatedGroup'],
  [/^Unmatched '\)'/, 'unmatchedParen'],
  [/^Nothing to repeat/, 'nothingToRepeat'],
  [/^Unterminated character class/, 'unterminatedClass'],
  [/^Range out of order/, 'rangeOutOfOrder'],
  [/^Duplicate capture group name/, 'duplicateName'],
  [/^Invalid capture group name/, 'invalidName'],
  [/^Invalid named (capture referenced|reference)/, 'invalidReference'],
  [/^Invalid group/, 'invalidGroup'],
  [/^numbers out of order/i, 'quantifierOrder'],
  [/^(Incomplete quantifier|Lone quantifier brackets)/, 'incompleteQuantifier'],
  [/^\\ at end of pattern/, 'trailingBackslash'],
  [/^Invalid property name/, 'invalidProperty'],
  [/escape/i, 'invalidEscape'],
];

/** The locale key (under `reasons`) for an engine reason, or null when we have no translation for it. */
export function reasonKey(detail: string): string | null {
  return REASONS.find(([pattern]) => pattern.test(detail))?.[1] ?? null;
}

/**
 * Text of a dropped or chosen file: UTF-8 (a BOM is dropped), or GB18030 when the bytes are not valid
 * UTF-8, since many Chinese .txt files are still saved in GBK.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
