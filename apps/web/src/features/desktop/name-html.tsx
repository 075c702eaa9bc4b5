import type { ReactNode } from 'react';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The agent's nameHtml as React nodes: only <em> marks and the five escapes are understood, so no
 * markup from a file name can reach the page (nothing is set as HTML).
 */
export function NameHtml({ html }: { html: string }) {
  const nodes: ReactNode[] = [];
  let marked = false;
  html.split(/(<\/?em>)/).forEach((part, i) => {
    if (part === '<em>') marked = true;
    else if (part === '</em>') marked = false;
    else if (part) {
      const text = part.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e]!);
      nodes.push(marked ? <mark key={i}>{text}</mark> : text);
    }
  });
  return <>{nodes}</>;
}
