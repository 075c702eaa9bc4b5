/** Texts from this size on are replaced in the worker: a slow regex there cannot freeze typing. */
export const WORKER_THRESHOLD = 200_000;

/** How to run the live preview for a text of `length` characters. */
export function previewPlan(length: number): { worker: boolean; delayMs: number } {
  if (length >= WORKER_THRESHOLD) return { worker: true, delayMs: 250 };
  if (length >= 30_000) return { worker: false, delayMs: 120 };
  return { worker: false, delayMs: 0 }; // small: recompute on every keystroke
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
