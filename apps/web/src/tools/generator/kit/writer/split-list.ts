/** Words or items typed in one box, split at commas (also ， and 、) or new lines, trimmed, blanks dropped. */
export function splitList(text: string, by: 'comma' | 'line' = 'comma'): string[] {
  const separator = by === 'comma' ? /[,，、;；\n]/ : /\r?\n/;
  return text
    .split(separator)
    .map((s) => s.replace(/^\s*(?:[-*•·]|\d+[.、)])\s*/, '').trim())
    .filter(Boolean);
}
