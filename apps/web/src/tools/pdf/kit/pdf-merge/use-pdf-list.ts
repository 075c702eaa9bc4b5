import { useEffect, useRef } from 'react';
import type { PdfInspection } from '@toolbox/toolkit/pdf';
import { useFileList } from '../../../../framework/tool-template.tsx';
import type { MergeItem } from './file-list.ts';

let lastId = 0;

/**
 * The ordered list of PDFs behind the merge-like tools (pdf_merge, pdf_merge_adv, invoice_pdf_merge):
 * files are added and inspected one at a time in the tool's worker, reordered by drag or by `moveBy`
 * (see `useFileList`). Every change of the list calls `onChange`, since it makes an earlier result
 * stale; `onChange` must be stable.
 */
export function usePdfList(options: {
  inspect: (bytes: ArrayBuffer) => Promise<PdfInspection | undefined>;
  onChange: () => void;
}) {
  const { inspect, onChange } = options;
  const list = useFileList<MergeItem>(onChange);
  const { setItems, changeItems } = list;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = (id: string, patch: Partial<MergeItem>) =>
    setItems((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const addFiles = async (files: File[]) => {
    const added: MergeItem[] = files.map((file) => ({ id: `pdf-${++lastId}`, file, status: 'reading' }));
    changeItems((items) => [...items, ...added]);
    // One at a time: reading a hundred files at once would hold all their bytes in memory together.
    for (const item of added) {
      if (!mounted.current) return;
      try {
        const inspection = await inspect(await item.file.arrayBuffer());
        if (!inspection) continue;
        update(
          item.id,
          inspection.ok
            ? { status: 'ready', pageCount: inspection.pageCount }
            : { status: inspection.reason },
        );
      } catch {
        update(item.id, { status: 'unreadable' });
      }
    }
  };

  return { ...list, addFiles };
}

/** The list's files as the worker takes them (name and bytes, in list order). */
export function filesForWorker(items: readonly MergeItem[]) {
  return Promise.all(
    items.map(async (item) => ({ name: item.file.name, bytes: await item.file.arrayBuffer() })),
  );
}
