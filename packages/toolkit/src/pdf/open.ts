import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, ParseSpeeds } from 'pdf-lib';
import type { PDFObject, PDFPage } from 'pdf-lib';

/** Why a file could not be merged: encrypted files and unreadable (damaged, not a PDF) ones. */
export type PdfFailureReason = 'encrypted' | 'unreadable';

/** What one PDF holds, or why it cannot be used. */
export type PdfInspection = { ok: true; pageCount: number } | { ok: false; reason: PdfFailureReason };

/** A parsed PDF ready to copy pages from, or why it cannot be used. */
export type OpenedPdf =
  { ok: true; doc: PDFDocument; pageCount: number } | { ok: false; reason: PdfFailureReason };

// An /Encrypt entry in a trailer or cross-reference stream dictionary. Used when pdf-lib could not make
// sense of the file: an encrypted object stream makes pdf-lib fail before it ever sees the trailer.
const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

const CHUNK = 1 << 20;
const OVERLAP = 64; // longer than any "/Encrypt 123456 0 R", so no entry is missed at a chunk edge

function looksEncrypted(bytes: Uint8Array): boolean {
  // latin1 keeps one char per byte, so the regex sees the raw dictionary syntax. Chunked, so a damaged
  // 500 MB file does not become one 500 MB string.
  const latin1 = new TextDecoder('latin1');
  for (let start = 0; start < bytes.length; start += CHUNK) {
    if (ENCRYPT_ENTRY.test(latin1.decode(bytes.subarray(start, start + CHUNK + OVERLAP)))) return true;
  }
  return false;
}

/**
 * True when everything the page draws with (its content streams and resources: fonts, images, forms)
 * exists. pdf-lib parses objects one after another rather than trusting the cross-reference table, so a
 * truncated file still "loads" with pages whose fonts or contents were cut off; copying those would give
 * blank or broken pages, so we call such a file unreadable instead.
 */
function pageIsIntact(page: PDFPage, seen: Set<PDFRef>): boolean {
  const { node, doc } = page;
  const stack: PDFObject[] = [];
  const contents = node.get(PDFName.of('Contents'));
  const resources = node.getInheritableAttribute(PDFName.of('Resources'));
  if (contents) stack.push(contents);
  if (resources) stack.push(resources);
  try {
    page.getSize(); // throws when no /MediaBox exists on the page or above it
  } catch {
    return false;
  }
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = doc.context.lookup(object);
      if (target === undefined) return false;
      stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) if (key !== PDFName.Parent) stack.push(value);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  return true;
}

/**
 * Parses once and classifies. We load with ignoreEncryption and check ourselves, because pdf-lib's own
 * check only looks the /Encrypt reference up: a file whose encryption dictionary it cannot resolve, or
 * whose object streams it cannot inflate because they are encrypted, would otherwise pass as "damaged".
 * Files encrypted with an empty user password count as encrypted too: the spec sends them to unlock.
 */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return { ok: false, reason: looksEncrypted(bytes) ? 'encrypted' : 'unreadable' };
  }
  if (doc.isEncrypted || doc.context.trailerInfo.Encrypt !== undefined)
    return { ok: false, reason: 'encrypted' };
  const unreadable = { ok: false, reason: looksEncrypted(bytes) ? 'encrypted' : 'unreadable' } as const;
  try {
    const pages = doc.getPages();
    const seen = new Set<PDFRef>();
    if (pages.length === 0 || !pages.every((page) => pageIsIntact(page, seen))) return unreadable;
    return { ok: true, doc, pageCount: pages.length };
  } catch {
    return unreadable; // a broken page tree (no /Pages, a cycle, wrong object types)
  }
}

/** Reads a PDF's page count, or why it cannot be merged (for the file list shown before merging). */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const opened = await openPdf(bytes);
  return opened.ok ? { ok: true, pageCount: opened.pageCount } : opened;
}
