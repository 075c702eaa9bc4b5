/**
 * Word error rate (English) and character error rate (Chinese): the edit distance between the
 * recognised tokens and the reference's, over the reference's length. Case and punctuation are
 * ignored; Chinese is compared character by character, without spaces.
 */

/** Lower-case words without punctuation ("Mr." → "mr", "don't" stays). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Han characters and other letters or digits, one token each, spaces and punctuation dropped. */
export function characters(text: string): string[] {
  return [...text.toLowerCase()].filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/** Levenshtein distance between two token lists (substitutions, insertions, deletions). */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** Errors over reference tokens (0 = perfect; can pass 1 when much is inserted). */
export function errorRate(reference: readonly string[], hypothesis: readonly string[]): number {
  return reference.length === 0
    ? hypothesis.length === 0
      ? 0
      : 1
    : editDistance(reference, hypothesis) / reference.length;
}
