/** One PDF in the merge list, with what the worker found when reading it. */
export interface MergeItem {
  id: string;
  file: File;
  status: 'reading' | 'ready' | 'encrypted' | 'unreadable';
  /** Known once status is 'ready'. */
  pageCount?: number;
}

/**
 * Sorted by file name the way people count: "page 2" before "page 10" (numeric collation, accents and
 * case ignored). A list already in ascending order is reversed instead, so the button toggles.
 */
export function sortByName(list: readonly MergeItem[], locale: string): MergeItem[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const ascending = [...list].sort((a, b) => collator.compare(a.file.name, b.file.name));
  const alreadyAscending = ascending.every((item, i) => item === list[i]);
  return alreadyAscending ? ascending.reverse() : ascending;
}

/** Totals shown above the list: how many files, known pages, bytes. */
export function totals(list: readonly MergeItem[]) {
  return {
    files: list.length,
    pages: list.reduce((sum, item) => sum + (item.pageCount ?? 0), 0),
    bytes: list.reduce((sum, item) => sum + item.file.size, 0),
  };
}

/** The shared error code (spec section 8) for a file that cannot be merged. */
export function failureCode(reason: 'encrypted' | 'unreadable'): 'pdf_encrypted' | 'pdf_unreadable' {
  return reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable';
}

/** The merged file's name: "merged.pdf", the name people expect from other merge tools. */
export const MERGED_NAME = 'merged.pdf';
