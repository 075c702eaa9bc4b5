// The merged package being built: copying parts and relationships from another document into it.
import { remapRelIds } from './body.ts';
import {
  contentTypeOf,
  readRels,
  relativeTarget,
  relsPathOf,
  resolveTarget,
  setText,
  text,
  type ContentTypes,
  type Parts,
  type Relationship,
} from './package.ts';

export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
/** Parts the merged file keeps from the first document only: they describe the whole document. */
const SHARED =
  /\/(styles|numbering|settings|webSettings|fontTable|theme|customXml|glossaryDocument|stylesWithEffects|people|footnotes|endnotes|comments|commentsExtended|commentsIds|commentsExtensible)$/;

/** State of the merged package while documents are added to it. */
export interface Target {
  parts: Parts;
  types: ContentTypes;
  docPath: string;
  /** Relationships of the parts written so far, by .rels path. */
  rels: Map<string, Relationship[]>;
  nextRel: number;
}

/** The part path of the first relationship of `type` from `from`, if any. */
export function partOf(parts: Parts, from: string, type: string): string | undefined {
  const rel = readRels(parts, relsPathOf(from)).find((r) => r.type === REL + type && !r.external);
  return rel ? resolveTarget(from, rel.target) : undefined;
}

export function relsFor(target: Target, part: string): Relationship[] {
  const path = relsPathOf(part);
  let list = target.rels.get(path);
  if (!list) {
    list = readRels(target.parts, path);
    target.rels.set(path, list);
  }
  return list;
}

/** A path not yet used in the merged package, in the same folder: word/media/image1.png -> word/media/d2-image1.png. */
function freshPath(parts: Parts, path: string, doc: number): string {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash + 1);
  const file = path.slice(slash + 1);
  let candidate = `${folder}d${doc}-${file}`;
  for (let n = 2; parts.has(candidate); n++) candidate = `${folder}d${doc}-${n}-${file}`;
  return candidate;
}

/**
 * Copies the relationships of `from` (in document `source`) that `xml` uses onto `to` in the merged
 * package: parts are copied under new names with their own relationships, external links kept.
 * Returns the xml with its relationship ids renamed.
 */
export function importRels(
  target: Target,
  source: Parts,
  sourceTypes: ContentTypes,
  from: string,
  to: string,
  xml: string,
  doc: number,
  rewrite: (xml: string) => string,
  copied: Map<string, string>,
): string {
  const map = new Map<string, string>();
  const list = relsFor(target, to);
  for (const rel of readRels(source, relsPathOf(from))) {
    if (SHARED.test(rel.type) || !xml.includes(`="${rel.id}"`)) continue;
    const id = `rIdM${target.nextRel++}`;
    map.set(rel.id, id);
    if (rel.external) {
      list.push({ ...rel, id });
      continue;
    }
    const sourcePath = resolveTarget(from, rel.target);
    if (!source.has(sourcePath)) continue;
    let path = copied.get(sourcePath);
    if (!path) {
      path = freshPath(target.parts, sourcePath, doc);
      copied.set(sourcePath, path);
      let bytes = source.get(sourcePath)!;
      if (/\.xml$/i.test(sourcePath)) {
        // Headers, footers, charts: their own relationships come along, their styles are remapped.
        const partXml = importRels(
          target,
          source,
          sourceTypes,
          sourcePath,
          path,
          text(source, sourcePath)!,
          doc,
          rewrite,
          copied,
        );
        bytes = new TextEncoder().encode(rewrite(partXml));
      }
      target.parts.set(path, bytes);
      const type = contentTypeOf(sourceTypes, sourcePath);
      const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
      if (sourceTypes.overrides.has(sourcePath) && type) target.types.overrides.set(path, type);
      else if (type && !target.types.defaults.has(ext)) target.types.defaults.set(ext, type);
    }
    list.push({ id, type: rel.type, target: relativeTarget(to, path), external: false });
  }
  return remapRelIds(xml, map);
}

/** Adds a part the first document lacked (numbering, footnotes...) with its relationship and content type. */
export function ensurePart(
  target: Target,
  sourceTypes: ContentTypes,
  type: string,
  path: string,
  fallback: string,
): string {
  const existing = partOf(target.parts, target.docPath, type);
  if (existing && target.parts.has(existing)) return existing;
  const contentType = contentTypeOf(sourceTypes, path);
  const fresh = target.parts.has(path) ? freshPath(target.parts, path, 0) : path;
  setText(target.parts, fresh, fallback);
  if (contentType) target.types.overrides.set(fresh, contentType);
  relsFor(target, target.docPath).push({
    id: `rIdM${target.nextRel++}`,
    type: REL + type,
    target: relativeTarget(target.docPath, fresh),
    external: false,
  });
  return fresh;
}

const WORDML = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const PART_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.';

/**
 * A section with no header (or footer) of its own would show the previous document's: it gets a reference
 * to one shared empty header (footer) instead, so each document keeps what it had.
 */
export function blankHeadersFooters(
  target: Target,
  sectPr: string,
  used: { header: boolean; footer: boolean },
): string {
  let out = sectPr;
  for (const kind of ['header', 'footer'] as const) {
    const has = new RegExp(`<w:${kind}Reference\\b`).test(sectPr);
    if (has || !used[kind]) continue;
    const path = `word/blank-${kind}.xml`;
    let rel = relsFor(target, target.docPath).find((r) => r.target === `blank-${kind}.xml`);
    if (!rel) {
      const root = kind === 'header' ? 'hdr' : 'ftr';
      setText(
        target.parts,
        path,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${root} xmlns:w="${WORDML}"><w:p/></w:${root}>`,
      );
      target.types.overrides.set(path, `${PART_TYPE}${kind}+xml`);
      rel = { id: `rIdM${target.nextRel++}`, type: REL + kind, target: `blank-${kind}.xml`, external: false };
      relsFor(target, target.docPath).push(rel);
    }
    const ref = `<w:${kind}Reference w:type="default" r:id="${rel.id}"/>`;
    // Header references come first in a sectPr, footer references right after them.
    if (/^<w:sectPr\b[^>]*\/>$/.test(out)) out = out.replace(/\/>$/, `>${ref}</w:sectPr>`);
    else if (kind === 'header') out = out.replace(/^(<w:sectPr\b[^>]*>)/, `$1${ref}`);
    else out = out.replace(/^(<w:sectPr\b[^>]*>(?:<w:headerReference\b[^>]*\/>)*)/, `$1${ref}`);
  }
  return out;
}
