import {
  joinSections,
  mergeNamespaces,
  remapBody,
  renumberDrawings,
  splitDocument,
  startOnNewPage,
} from './body.ts';
import type { BodyMaps } from './body.ts';
import { mergeNumbering, mergeStyles } from './merge-defs.ts';
import { mergeNotes, NOTE_KINDS, separatorsOnly } from './merge-notes.ts';
import {
  mainDocumentPath,
  readContentTypes,
  readPackage,
  setText,
  text,
  writeContentTypes,
  writePackage,
  writeRels,
  type Parts,
} from './package.ts';
import { blankHeadersFooters, ensurePart, importRels, partOf, type Target } from './target.ts';

export { DocxError } from './package.ts';

/** One Word file to merge. */
export interface DocxInput {
  name: string;
  bytes: Uint8Array;
}

export interface DocxMergeResult {
  bytes: Uint8Array;
  /** Pictures (parts under word/media) in the merged file. */
  images: number;
}

/**
 * Merges .docx files in order into one, keeping every picture, style and list: relationships and media
 * are copied under new names, conflicting style ids renamed, list definitions renumbered, footnotes,
 * endnotes and comments carried over, and each document starts a new section on a new page with its own
 * page setup, headers and footers. Throws DocxError naming a file that is not a readable .docx.
 */
export function mergeDocx(
  inputs: DocxInput[],
  onProgress?: (done: number, total: number) => void,
): DocxMergeResult {
  const packages = inputs.map((input) => readPackage(input.bytes, input.name));
  const base = packages[0];
  if (!base) throw new RangeError('no documents');
  const parts: Parts = new Map(base);
  const docPath = mainDocumentPath(parts)!;
  const target: Target = { parts, types: readContentTypes(parts), docPath, rels: new Map(), nextRel: 1 };
  const first = splitDocument(text(parts, docPath)!);
  let head = first.head;
  const bodies = [{ content: first.content, sectPr: first.sectPr }];
  let idOffset = 0;
  const used = {
    header: /<w:headerReference\b/.test(first.content + first.sectPr),
    footer: /<w:footerReference\b/.test(first.content + first.sectPr),
  };
  onProgress?.(1, inputs.length);

  for (const [index, source] of packages.entries()) {
    if (index === 0) continue;
    const doc = index + 1;
    const sourceTypes = readContentTypes(source);
    const sourceDoc = mainDocumentPath(source)!;
    const sourceXml = text(source, sourceDoc)!;
    const read = (type: string) => {
      const path = partOf(source, sourceDoc, type);
      return path ? { path, xml: text(source, path) } : undefined;
    };
    const suffix = `_${doc}`;

    // Lists first (their ids are fixed by the base alone), then styles, then lists again with the style map.
    const numbering = read('numbering');
    const styles = read('styles');
    const numberingPath = numbering?.xml
      ? ensurePart(
          target,
          sourceTypes,
          'numbering',
          numbering.path,
          numbering.xml.replace(/(<w:numbering\b[^>]*>)[\s\S]*(<\/w:numbering>)/, '$1$2'),
        )
      : undefined;
    let numMap = new Map<string, string>();
    if (numbering?.xml && numberingPath)
      numMap = mergeNumbering(text(parts, numberingPath)!, numbering.xml, new Map(), doc).map;
    let styleMap = new Map<string, string>();
    let defaultParagraphStyle: string | undefined;
    if (styles?.xml) {
      const stylesPath = ensurePart(
        target,
        sourceTypes,
        'styles',
        styles.path,
        styles.xml.replace(/(<w:styles\b[^>]*>)[\s\S]*(<\/w:styles>)/, '$1$2'),
      );
      const merged = mergeStyles(text(parts, stylesPath)!, styles.xml, suffix, numMap);
      setText(parts, stylesPath, merged.xml);
      styleMap = merged.map;
      defaultParagraphStyle = merged.renamedDefaultParagraph;
    }
    if (numbering?.xml && numberingPath)
      setText(
        parts,
        numberingPath,
        mergeNumbering(text(parts, numberingPath)!, numbering.xml, styleMap, doc).xml,
      );

    const maps: BodyMaps = {
      styles: styleMap,
      numbering: numMap,
      idOffset: (idOffset += 100_000),
      footnotes: new Map(),
      endnotes: new Map(),
      comments: new Map(),
      defaultParagraphStyle,
    };
    const copied = new Map<string, string>();
    const rewrite = (xml: string) => remapBody(xml, maps);
    for (const kind of NOTE_KINDS) {
      const notes = read(kind.type);
      if (!notes?.xml) continue;
      const path = ensurePart(target, sourceTypes, kind.type, notes.path, separatorsOnly(notes.xml, kind));
      const merged = mergeNotes(text(parts, path)!, notes.xml, kind);
      maps[kind.map] = merged.map;
      const withRels = importRels(
        target,
        source,
        sourceTypes,
        notes.path,
        path,
        merged.added,
        doc,
        rewrite,
        copied,
      );
      setText(parts, path, merged.insert(rewrite(withRels)));
    }

    const split = splitDocument(sourceXml);
    head = mergeNamespaces(head, sourceXml);
    let content = importRels(
      target,
      source,
      sourceTypes,
      sourceDoc,
      docPath,
      split.content,
      doc,
      rewrite,
      copied,
    );
    let sectPr = importRels(
      target,
      source,
      sourceTypes,
      sourceDoc,
      docPath,
      split.sectPr,
      doc,
      rewrite,
      copied,
    );
    content = rewrite(content);
    sectPr = rewrite(sectPr);
    // The document's first section starts on a new page, whatever break it had.
    const firstSect = /<w:sectPr\b[\s\S]*?<\/w:sectPr>/.exec(content);
    if (firstSect)
      content = content.replace(
        firstSect[0],
        blankHeadersFooters(target, startOnNewPage(firstSect[0]), used),
      );
    else sectPr = blankHeadersFooters(target, startOnNewPage(sectPr || '<w:sectPr/>'), used);
    used.header ||= /<w:headerReference\b/.test(content + sectPr);
    used.footer ||= /<w:footerReference\b/.test(content + sectPr);
    bodies.push({ content, sectPr });
    onProgress?.(doc, inputs.length);
  }

  setText(parts, docPath, renumberDrawings(`${head}${joinSections(bodies)}${first.tail}`));
  for (const [path, list] of target.rels) writeRels(parts, path, list);
  writeContentTypes(parts, target.types);
  const images = [...parts.keys()].filter((p) => p.startsWith('word/media/')).length;
  return { bytes: writePackage(parts), images };
}
