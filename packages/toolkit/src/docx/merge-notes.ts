// Footnotes, endnotes and comments of one more document appended to the merged file's, under new ids.
import { attr } from './package.ts';

export interface NoteKind {
  /** Relationship type (…/relationships/<type>). */
  type: 'footnotes' | 'endnotes' | 'comments';
  /** Root element and item element names. */
  root: string;
  item: string;
  /** Which id map of the body the new ids go to. */
  map: 'footnotes' | 'endnotes' | 'comments';
}

export const NOTE_KINDS: readonly NoteKind[] = [
  { type: 'footnotes', root: 'footnotes', item: 'footnote', map: 'footnotes' },
  { type: 'endnotes', root: 'endnotes', item: 'endnote', map: 'endnotes' },
  { type: 'comments', root: 'comments', item: 'comment', map: 'comments' },
];

export interface NotesMerge {
  /** The incoming items, renumbered (to pass through relationship and style rewrites first). */
  added: string;
  /** Puts rewritten items at the end of the merged part. */
  insert: (items: string) => string;
  map: Map<string, string>;
}

/**
 * Renumbers the real notes of `incoming` (not the separator notes, which have a w:type) after the highest
 * id in `base`.
 */
export function mergeNotes(base: string, incoming: string, kind: NoteKind): NotesMerge {
  const item = new RegExp(`<w:${kind.item}\\b[^>]*?(?:/>|>[\\s\\S]*?</w:${kind.item}>)`, 'g');
  const ids = [...base.matchAll(item)].map(([block]) =>
    Number(attr(/^<[^>]*>/.exec(block)![0], 'w:id') ?? 0),
  );
  let next = Math.max(0, ...ids) + 1;
  const map = new Map<string, string>();
  const added: string[] = [];
  for (const [block] of incoming.matchAll(item)) {
    const tag = /^<[^>]*>/.exec(block)![0];
    if (attr(tag, 'w:type') && attr(tag, 'w:type') !== 'normal') continue;
    const old = attr(tag, 'w:id') ?? '';
    const fresh = String(next++);
    map.set(old, fresh);
    added.push(block.replace(tag, tag.replace(/\sw:id="[^"]*"/, ` w:id="${fresh}"`)));
  }
  const close = `</w:${kind.root}>`;
  return {
    added: added.join(''),
    insert: (items) => base.replace(new RegExp(`${close}\\s*$`), `${items}${close}`),
    map,
  };
}

/** The part with only its separator notes (what a new footnotes/endnotes part starts from). */
export function separatorsOnly(xml: string, kind: NoteKind): string {
  const item = new RegExp(`<w:${kind.item}\\b[^>]*?(?:/>|>[\\s\\S]*?</w:${kind.item}>)`, 'g');
  return xml.replace(item, (block) => {
    const type = attr(/^<[^>]*>/.exec(block)![0], 'w:type');
    return type && type !== 'normal' ? block : '';
  });
}
