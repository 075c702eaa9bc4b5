/**
 * Protocol texts arrive as HTML from our server. They are rendered in the page (so they follow the
 * theme, the font and the reader's zoom, and size naturally), after this allow-list pass: parsed in
 * an inert document (no script runs, nothing loads), only text-formatting elements kept, only
 * `href` (http, https, mailto or relative), `title`, `colspan`/`rowspan` and `id` attributes kept.
 * Everything else - scripts, styles, frames, forms, images, event handlers, `javascript:` links -
 * is dropped, so even a tampered text cannot run code or track the reader.
 */

const ALLOWED = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
/** Removed together with their content. */
const DROP = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'img',
  'video',
  'audio',
  'source',
  'picture',
  'canvas',
]);
const ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan', 'id']);

function safeHref(value: string): boolean {
  const href = value.trim();
  if (href.startsWith('#') || href.startsWith('/')) return !href.startsWith('//');
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      clean(element, into, doc); // unknown wrapper: keep its text
      continue;
    }
    const copy = doc.createElement(tag);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!ATTRIBUTES.has(name)) continue;
      if (name === 'href' && !safeHref(attribute.value)) continue;
      if (name === 'href' && attribute.value.trim().startsWith('#')) {
        copy.setAttribute(
          'href',
          `#protocol-${attribute.value
            .trim()
            .slice(1)
            .replace(/[^\w-]/g, '')}`,
        );
        continue;
      }
      if (name === 'id') {
        copy.setAttribute('id', `protocol-${attribute.value.replace(/[^\w-]/g, '')}`);
        continue;
      }
      copy.setAttribute(name, attribute.value);
    }
    if (tag === 'a' && copy.hasAttribute('href') && !copy.getAttribute('href')!.startsWith('#')) {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    clean(element, copy, doc);
    into.appendChild(copy);
  }
}

/** The allowed part of an HTML fragment, as HTML. */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const holder = out.createElement('div');
  clean(source.body, holder, out);
  return holder.innerHTML;
}
