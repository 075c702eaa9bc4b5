import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPdfDocument, type PDFDocumentProxy } from '../../../features/pdf/pdfjs.ts';
import type { MergeItem } from '../kit/pdf-merge/file-list.ts';
import { moveItem } from '../../../ui/use-ordered-list.ts';
import type { PageEntry } from './page-list.tsx';

let lastId = 0;

const allPagesOf = (item: MergeItem): PageEntry[] =>
  Array.from({ length: item.pageCount ?? 0 }, (_, page) => ({
    id: `pg-${++lastId}`,
    fileId: item.id,
    name: item.file.name,
    page,
  }));

/**
 * The output pages of pdf_merge_adv. Every file that becomes readable adds all its pages at the end;
 * removing a file drops its pages; `reset` lays out every page of every file in file order again. Each
 * readable file also gets a pdf.js document for thumbnails. `onChange` (stable) runs on every change.
 */
export function usePageSequence(items: MergeItem[], onChange: () => void) {
  const [pages, setPages] = useState<PageEntry[]>([]);
  const [docs, setDocs] = useState<ReadonlyMap<string, PDFDocumentProxy>>(new Map());
  const known = useRef(new Set<string>());

  useEffect(() => {
    const ready = items.filter((item) => item.status === 'ready');
    const added = ready.filter((item) => !known.current.has(item.id));
    const present = new Set(items.map((item) => item.id));
    const removed = [...known.current].filter((id) => !present.has(id));
    if (!added.length && !removed.length) return;
    for (const item of added) known.current.add(item.id);
    for (const id of removed) known.current.delete(id);
    setPages((list) => [...list.filter((p) => present.has(p.fileId)), ...added.flatMap(allPagesOf)]);
    setDocs((map) => {
      const next = new Map(map);
      for (const id of removed) {
        void next.get(id)?.destroy();
        next.delete(id);
      }
      return next;
    });
    for (const item of added) {
      // Thumbnails are a nicety: a file pdf.js cannot draw is still merged.
      void item.file
        .arrayBuffer()
        .then(loadPdfDocument)
        .then((doc) => {
          if (known.current.has(item.id)) setDocs((map) => new Map(map).set(item.id, doc));
          else void doc.destroy();
        })
        .catch(() => {});
    }
    onChange();
  }, [items, onChange]);

  // On unmount, the documents still open (removed files were destroyed above).
  const docsRef = useRef(docs);
  useEffect(() => {
    docsRef.current = docs;
  }, [docs]);
  useEffect(
    () => () => {
      for (const doc of docsRef.current.values()) void doc.destroy();
    },
    [],
  );

  const change = useCallback(
    (update: (list: PageEntry[]) => PageEntry[]) => {
      setPages(update);
      onChange();
    },
    [onChange],
  );
  const move = useCallback(
    (from: number, to: number) => change((list) => moveItem(list, from, to)),
    [change],
  );
  const remove = (id: string) => change((list) => list.filter((p) => p.id !== id));
  const reset = () => change(() => items.filter((item) => item.status === 'ready').flatMap(allPagesOf));

  return { pages, docs, move, remove, reset };
}
