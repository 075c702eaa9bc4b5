// Style and numbering definitions of one more document folded into the merged ones, with maps from the
// document's old ids to the ids they have in the merged file.
import { attr, escapeXml } from './package.ts';

const STYLE = /<w:style\b[^>]*?(?:\/>|>[\s\S]*?<\/w:style>)/g;
const ABSTRACT_NUM = /<w:abstractNum\b[^>]*?(?:\/>|>[\s\S]*?<\/w:abstractNum>)/g;
const NUM = /<w:num\b[^>]*?(?:\/>|>[\s\S]*?<\/w:num>)/g;

const startTag = (block: string) => /^<[^>]*>/.exec(block)?.[0] ?? '';
const normalise = (xml: string) => xml.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

/** Replaces the value of w:val on elements named `elements` through `map`. */
export function remapVal(xml: string, elements: string[], map: Map<string, string>): string {
  if (map.size === 0) return xml;
  const names = elements.map((e) => e.replace(':', '\\:')).join('|');
  return xml.replace(new RegExp(`(<(?:${names})\\b[^>]*?\\sw:val=")([^"]*)(")`, 'g'), (all, a, value, b) =>
    map.has(value) ? `${a}${escapeXml(map.get(value)!)}${b}` : all,
  );
}

/** References to style ids inside documents, styles and numbering. */
export const STYLE_REFS = [
  'w:pStyle',
  'w:rStyle',
  'w:tblStyle',
  'w:basedOn',
  'w:next',
  'w:link',
  'w:numStyleLink',
  'w:styleLink',
];

export interface StyleMerge {
  /** The merged styles.xml. */
  xml: string;
  /** The document's style ids -> ids in the merged file (only renamed ones differ). */
  map: Map<string, string>;
  /** The merged id of the document's default paragraph style, when it had to be renamed. */
  renamedDefaultParagraph?: string;
}

/**
 * Adds the styles of `incoming` to `base`: a style id the base lacks is added as it is; one defined the
 * same way is shared; one defined differently is added under a new id (and a suffixed display name),
 * so each document keeps its own look.
 */
export function mergeStyles(
  base: string,
  incoming: string,
  suffix: string,
  numMap: Map<string, string>,
): StyleMerge {
  const existing = new Map<string, string>();
  for (const [block] of base.matchAll(STYLE))
    existing.set(attr(startTag(block), 'w:styleId') ?? '', normalise(block));
  const map = new Map<string, string>();
  const added: string[] = [];
  let renamedDefaultParagraph: string | undefined;
  const blocks = [...incoming.matchAll(STYLE)].map(([block]) => block);
  for (const block of blocks) {
    const id = attr(startTag(block), 'w:styleId') ?? '';
    const same = existing.get(id);
    if (same === normalise(block)) continue;
    if (same === undefined) {
      map.set(id, id);
      continue;
    }
    let fresh = `${id}${suffix}`;
    for (let n = 2; existing.has(fresh) || map.has(fresh); n++) fresh = `${id}${suffix}_${n}`;
    map.set(id, fresh);
  }
  for (const block of blocks) {
    const tag = startTag(block);
    const id = attr(tag, 'w:styleId') ?? '';
    const target = map.get(id);
    if (target === undefined) continue;
    let out = remapVal(block, STYLE_REFS, map);
    out = remapVal(out, ['w:numId'], numMap);
    if (target !== id) {
      const isDefault = /\sw:default="(1|true)"/.test(tag);
      if (isDefault && attr(tag, 'w:type') === 'paragraph') renamedDefaultParagraph = target;
      out = out
        .replace(
          tag,
          tag
            .replace(/\sw:styleId="[^"]*"/, ` w:styleId="${escapeXml(target)}"`)
            .replace(/\sw:default="[^"]*"/, ''),
        )
        .replace(
          /(<w:name\b[^>]*\sw:val=")([^"]*)(")/,
          (_all, a, name, b) => `${a}${name} ${suffix.replace(/^_/, '')}${b}`,
        );
    }
    added.push(out);
  }
  const xml = added.length ? base.replace(/<\/w:styles>\s*$/, `${added.join('')}</w:styles>`) : base;
  return { xml, map, renamedDefaultParagraph };
}

export interface NumberingMerge {
  xml: string;
  /** The document's w:numId values -> merged values. */
  map: Map<string, string>;
}

const maxId = (xml: string, pattern: RegExp, name: string) =>
  Math.max(0, ...[...xml.matchAll(pattern)].map(([block]) => Number(attr(startTag(block), name) ?? 0)));

/**
 * Appends the list definitions of `incoming` to `base` with fresh abstractNumId, numId and nsid values
 * (Word joins lists that share an nsid), keeping the schema's order: every abstractNum before every num.
 */
export function mergeNumbering(
  base: string,
  incoming: string,
  styleMap: Map<string, string>,
  salt: number,
): NumberingMerge {
  const abstractOffset = maxId(base, ABSTRACT_NUM, 'w:abstractNumId') + 1;
  const numOffset = maxId(base, NUM, 'w:numId');
  const abstractMap = new Map<string, string>();
  const map = new Map<string, string>();
  const abstracts = [...incoming.matchAll(ABSTRACT_NUM)].map(([block], i) => {
    const old = attr(startTag(block), 'w:abstractNumId') ?? '0';
    const fresh = String(abstractOffset + i);
    abstractMap.set(old, fresh);
    const nsid = ((0x5a17_0000 + salt * 0x100 + i) >>> 0).toString(16).toUpperCase().padStart(8, '0');
    return remapVal(
      block
        .replace(/(<w:abstractNum\b[^>]*\sw:abstractNumId=")[^"]*(")/, `$1${fresh}$2`)
        .replace(/(<w:nsid\b[^>]*\sw:val=")[^"]*(")/, `$1${nsid}$2`),
      ['w:numStyleLink', 'w:styleLink', 'w:pStyle', 'w:rStyle'],
      styleMap,
    );
  });
  const nums = [...incoming.matchAll(NUM)].map(([block], i) => {
    const old = attr(startTag(block), 'w:numId') ?? '0';
    const fresh = String(numOffset + i + 1);
    map.set(old, fresh);
    return remapVal(
      block.replace(/(<w:num\b[^>]*\sw:numId=")[^"]*(")/, `$1${fresh}$2`),
      ['w:abstractNumId'],
      abstractMap,
    );
  });
  let xml = base;
  const firstNum = xml.search(/<w:num\b/);
  const abstractsXml = abstracts.join('');
  if (firstNum >= 0) xml = xml.slice(0, firstNum) + abstractsXml + xml.slice(firstNum);
  else xml = xml.replace(/(<w:numIdMacAtCleanup\b|<\/w:numbering>)/, `${abstractsXml}$1`);
  xml = xml.replace(/(<w:numIdMacAtCleanup\b|<\/w:numbering>)/, `${nums.join('')}$1`);
  return { xml, map };
}
