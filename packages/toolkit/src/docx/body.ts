// Rewrites of a document body (or any part's XML) when it moves into a merged document.
import { remapVal, STYLE_REFS } from './merge-defs.ts';

/** Splits document.xml into what precedes the body content, the content, its final sectPr and the end. */
export function splitDocument(xml: string): { head: string; content: string; sectPr: string; tail: string } {
  const open = /<w:body\b[^>]*>/.exec(xml);
  const close = xml.lastIndexOf('</w:body>');
  if (!open || close < 0) return { head: xml, content: '', sectPr: '', tail: '' };
  const start = open.index + open[0].length;
  let content = xml.slice(start, close);
  let sectPr = '';
  // The body's own sectPr is its last child: after the last paragraph, table or content control.
  const after = Math.max(
    content.lastIndexOf('</w:p>') + 6,
    content.lastIndexOf('</w:tbl>') + 8,
    content.lastIndexOf('</w:sdt>') + 8,
    0,
  );
  const found = /<w:sectPr\b/.exec(content.slice(after));
  if (found) {
    sectPr = content.slice(after + found.index).trim();
    content = content.slice(0, after + found.index);
  }
  return { head: xml.slice(0, start), content, sectPr, tail: xml.slice(close) };
}

/** Replaces relationship ids in r:* attributes (r:id, r:embed, r:link, r:pict...) and VML's o:relid. */
export function remapRelIds(xml: string, map: Map<string, string>): string {
  if (map.size === 0) return xml;
  return xml.replace(/(\s(?:r:[A-Za-z]+|o:relid)=")([^"]*)(")/g, (all, a, id, b) =>
    map.has(id) ? `${a}${map.get(id)}${b}` : all,
  );
}

export interface BodyMaps {
  styles: Map<string, string>;
  numbering: Map<string, string>;
  /** Added to every bookmark and note-range id, so ids stay unique across documents. */
  idOffset: number;
  footnotes: Map<string, string>;
  endnotes: Map<string, string>;
  comments: Map<string, string>;
  /** Given to paragraphs with no style of their own, when the document's default style was renamed. */
  defaultParagraphStyle?: string;
}

/** Applies style, list, note and bookmark id maps to a piece of WordprocessingML. */
export function remapBody(xml: string, maps: BodyMaps): string {
  let out = remapVal(xml, STYLE_REFS, maps.styles);
  out = remapVal(out, ['w:numId'], maps.numbering);
  const remapId = (elements: string, map: Map<string, string>) =>
    out.replace(new RegExp(`(<(?:${elements})\\b[^>]*?\\sw:id=")([^"]*)(")`, 'g'), (all, a, id, b) =>
      map.has(id) ? `${a}${map.get(id)}${b}` : all,
    );
  out = remapId('w:footnoteReference', maps.footnotes);
  out = remapId('w:endnoteReference', maps.endnotes);
  out = remapId('w:commentRangeStart|w:commentRangeEnd|w:commentReference', maps.comments);
  out = out.replace(
    /(<w:bookmark(?:Start|End)\b[^>]*?\sw:id=")(\d+)(")/g,
    (_all, a, id, b) => `${a}${Number(id) + maps.idOffset}${b}`,
  );
  // Paragraph ids must be unique in a document; they are optional, so the incoming ones are dropped.
  out = out.replace(/\sw14:(?:paraId|textId)="[^"]*"/g, '');
  if (maps.defaultParagraphStyle) {
    const style = `<w:pStyle w:val="${maps.defaultParagraphStyle}"/>`;
    out = out.replace(
      /(<w:p(?:\s[^>]*)?>)(<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*<\/w:pPr>|<w:pPr\/>)?/g,
      (all, open, ppr) => {
        if (open.endsWith('/>')) return all;
        if (!ppr) return `${open}<w:pPr>${style}</w:pPr>`;
        if (ppr.includes('<w:pStyle')) return all;
        return ppr === '<w:pPr/>'
          ? `${open}<w:pPr>${style}</w:pPr>`
          : `${open}<w:pPr>${style}${ppr.slice(7)}`;
      },
    );
  }
  return out;
}

/** A section's break type removed, so it starts on a new page (the default) like a document would. */
export function startOnNewPage(sectPr: string): string {
  return sectPr.replace(/<w:type\b[^>]*\/>/, '');
}

/**
 * The documents' bodies joined: each ends with a section break carrying its own page setup, headers and
 * footers; the last one's sectPr stays the body's.
 */
export function joinSections(bodies: { content: string; sectPr: string }[]): string {
  return bodies
    .map(({ content, sectPr }, i) => {
      const own = sectPr || '<w:sectPr/>';
      return i === bodies.length - 1 ? `${content}${own}` : `${content}<w:p><w:pPr>${own}</w:pPr></w:p>`;
    })
    .join('');
}

/** Gives every drawing a unique wp:docPr id (Word refuses a file where two share one). */
export function renumberDrawings(xml: string): string {
  let next = 1;
  return xml.replace(/(<wp:docPr\b[^>]*?\sid=")\d+(")/g, (_all, a, b) => `${a}${next++}${b}`);
}

/** Root namespace declarations and mc:Ignorable prefixes of `incoming` added to `head` where missing. */
export function mergeNamespaces(head: string, incoming: string): string {
  const root = /<w:document\b[^>]*>/.exec(head)?.[0];
  const other = /<w:document\b[^>]*>/.exec(incoming)?.[0];
  if (!root || !other) return head;
  let merged = root;
  for (const [decl, prefix] of other.matchAll(/\sxmlns:([\w-]+)="[^"]*"/g))
    if (!new RegExp(`\\sxmlns:${prefix}=`).test(merged)) merged = merged.replace(/>$/, `${decl}>`);
  const ignorable = (tag: string) =>
    /\smc:Ignorable="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  const prefixes = [...new Set([...ignorable(merged), ...ignorable(other)])].filter((p) =>
    new RegExp(`\\sxmlns:${p}=`).test(merged),
  );
  if (prefixes.length) {
    merged = /\smc:Ignorable="/.test(merged)
      ? merged.replace(/\smc:Ignorable="[^"]*"/, ` mc:Ignorable="${prefixes.join(' ')}"`)
      : merged.replace(/>$/, ` mc:Ignorable="${prefixes.join(' ')}">`);
  }
  return head.replace(root, merged);
}
