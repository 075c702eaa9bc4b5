const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text for nameHtml. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** The lower-cased, non-empty words of a comma-joined keyword. */
export function keywordWords(keyword: string): string[] {
  return keyword
    .split(/[\s,，]+/u)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 0);
}

/**
 * A name as HTML with every occurrence of the words wrapped in <em>. Where lower-casing changes a
 * name's length (a few letters such as 'İ') positions would not line up, so the name is escaped
 * without marks.
 */
export function nameHtml(name: string, words: readonly string[]): string {
  const lower = name.toLowerCase();
  if (lower.length !== name.length) return escapeHtml(name);
  const marked = new Uint8Array(name.length);
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      marked.fill(1, at, at + word.length);
    }
  }
  let html = '';
  let i = 0;
  while (i < name.length) {
    let j = i;
    while (j < name.length && marked[j] === marked[i]) j++;
    const part = escapeHtml(name.slice(i, j));
    html += marked[i] ? `<em>${part}</em>` : part;
    i = j;
  }
  return html;
}
