/** What a moderation hook says about a text. */
export type ModerationVerdict = { ok: true } | { ok: false; reason: string };

/**
 * The moderation hook: every writer request is checked before anything is charged or sent to the
 * provider (`request`), and the answer as it grows, before each piece reaches the user (`answer`:
 * the whole text so far). A refused request costs nothing; a refused answer is stopped and its
 * credits given back. Operators with a moderation service plug it in here (installGpt's option).
 */
export interface Moderator {
  check(text: string, phase: 'request' | 'answer'): ModerationVerdict | Promise<ModerationVerdict>;
}

/** Lower case, NFKC (full-width letters become plain ones), without invisible format characters. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cf}/gu, '');
}

/**
 * The built-in hook: refuses texts containing any of the operator's LLM_BLOCKED_WORDS, compared
 * case-insensitively after NFKC, with zero-width and other format characters removed (so
 * `ｂａｄ` and `b\u200bad` match `bad`). No words: everything passes.
 */
export function blocklistModerator(words: readonly string[]): Moderator {
  const folded = [...new Set(words.map(fold).filter(Boolean))];
  if (folded.length === 0) return { check: () => ({ ok: true }) };
  const pattern = new RegExp(folded.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'u');
  return {
    check(text) {
      const hit = pattern.exec(fold(text));
      return hit ? { ok: false, reason: `blocked word: ${hit[0]}` } : { ok: true };
    },
  };
}
