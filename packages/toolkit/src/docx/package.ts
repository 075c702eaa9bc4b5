// An OOXML package (a .docx) as a map of part paths to bytes, with the few structural reads the Word
// tools need: relationships, content types, paths relative to a part. Written on fflate (already a
// dependency) rather than JSZip: synchronous, small, and all we need is unzip and zip.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

export type Parts = Map<string, Uint8Array>;

/** One <Relationship> of a .rels part. */
export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** Why a Word file cannot be used. */
export class DocxError extends Error {
  constructor(
    readonly code: 'word_unreadable' | 'word_encrypted',
    readonly params: { name: string },
  ) {
    super(code);
  }
}

/** Opens a .docx; an OLE file (old .doc, or a password-protected .docx) or a broken ZIP is refused. */
export function readPackage(bytes: Uint8Array, name: string): Parts {
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    // Compound File Binary: Word saves password-protected .docx files this way (and old .doc files).
    const text = new TextDecoder('utf-16le').decode(bytes.subarray(0, Math.min(bytes.length, 1 << 16)));
    throw new DocxError(text.includes('EncryptionInfo') ? 'word_encrypted' : 'word_unreadable', { name });
  }
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new DocxError('word_unreadable', { name });
  }
  const parts: Parts = new Map(Object.entries(files));
  if (!parts.has('[Content_Types].xml') || !mainDocumentPath(parts))
    throw new DocxError('word_unreadable', { name });
  return parts;
}

/** Zips parts back into a .docx ([Content_Types].xml first, as Office writes it). */
export function writePackage(parts: Parts): Uint8Array {
  const ordered: Record<string, Uint8Array> = {};
  const types = parts.get('[Content_Types].xml');
  if (types) ordered['[Content_Types].xml'] = types;
  for (const [path, bytes] of parts) if (path !== '[Content_Types].xml') ordered[path] = bytes;
  return zipSync(ordered, { level: 6 });
}

export const text = (parts: Parts, path: string): string | undefined => {
  const bytes = parts.get(path);
  return bytes ? strFromU8(bytes) : undefined;
};

export const setText = (parts: Parts, path: string, xml: string) => parts.set(path, strToU8(xml));

/** Decodes the five XML entities (attribute values read by regex). */
export const unescapeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The value of attribute `name` in a start tag, or undefined. */
export function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return match ? unescapeXml(match[2] ?? match[3] ?? '') : undefined;
}

/** The .rels part that holds a part's relationships: word/document.xml -> word/_rels/document.xml.rels. */
export function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

export function readRels(parts: Parts, relsPath: string): Relationship[] {
  const xml = text(parts, relsPath) ?? '';
  return [...xml.matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => ({
    id: attr(tag, 'Id') ?? '',
    type: attr(tag, 'Type') ?? '',
    target: attr(tag, 'Target') ?? '',
    external: attr(tag, 'TargetMode') === 'External',
  }));
}

export function writeRels(parts: Parts, relsPath: string, rels: Relationship[]): void {
  const items = rels.map(
    (r) =>
      `<Relationship Id="${escapeXml(r.id)}" Type="${escapeXml(r.type)}" Target="${escapeXml(r.target)}"${
        r.external ? ' TargetMode="External"' : ''
      }/>`,
  );
  setText(
    parts,
    relsPath,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`,
  );
}

/** The absolute part path a relationship target names, seen from `partPath` ('/x' is from the root). */
export function resolveTarget(partPath: string, target: string): string {
  const raw = target.split('#')[0] ?? '';
  const base = raw.startsWith('/') ? [] : partPath.split('/').slice(0, -1);
  for (const piece of decodeURI(raw).split('/')) {
    if (piece === '..') base.pop();
    else if (piece !== '.' && piece !== '') base.push(piece);
  }
  return base.join('/');
}

/** A target for `path` written relative to the folder of `fromPart`. */
export function relativeTarget(fromPart: string, path: string): string {
  const folder = fromPart.split('/').slice(0, -1).join('/');
  return folder && path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : `/${path}`;
}

const OFFICE_DOCUMENT = /\/officeDocument$/;

/** The main document part (normally word/document.xml), from the package relationships. */
export function mainDocumentPath(parts: Parts): string | undefined {
  const rel = readRels(parts, '_rels/.rels').find((r) => OFFICE_DOCUMENT.test(r.type));
  const path = rel ? resolveTarget('', rel.target) : undefined;
  return path && parts.has(path) ? path : undefined;
}

/** Content types: extension defaults and per-part overrides. */
export interface ContentTypes {
  defaults: Map<string, string>;
  overrides: Map<string, string>;
}

export function readContentTypes(parts: Parts): ContentTypes {
  const xml = text(parts, '[Content_Types].xml') ?? '';
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const [tag] of xml.matchAll(/<Default\b[^>]*>/g))
    defaults.set((attr(tag, 'Extension') ?? '').toLowerCase(), attr(tag, 'ContentType') ?? '');
  for (const [tag] of xml.matchAll(/<Override\b[^>]*>/g))
    overrides.set((attr(tag, 'PartName') ?? '').replace(/^\//, ''), attr(tag, 'ContentType') ?? '');
  return { defaults, overrides };
}

export function writeContentTypes(parts: Parts, types: ContentTypes): void {
  const defaults = [...types.defaults].map(
    ([ext, type]) => `<Default Extension="${escapeXml(ext)}" ContentType="${escapeXml(type)}"/>`,
  );
  const overrides = [...types.overrides].map(
    ([part, type]) => `<Override PartName="/${escapeXml(part)}" ContentType="${escapeXml(type)}"/>`,
  );
  setText(
    parts,
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults.join('')}${overrides.join('')}</Types>`,
  );
}

/** The content type of a part: its override, else its extension's default. */
export function contentTypeOf(types: ContentTypes, path: string): string | undefined {
  return types.overrides.get(path) ?? types.defaults.get(path.slice(path.lastIndexOf('.') + 1).toLowerCase());
}
