/** One line of `npm run bench`: our figure beside a reference measured in the same run. */
export interface BenchRow {
  /** What was measured, e.g. "pdf_merge 100 files × 10 pages". */
  name: string;
  /** Our result, formatted for reading (e.g. "0.61 s"). */
  ours: string;
  /** The reference's result formatted the same way, or why there is none (e.g. "qpdf not installed"). */
  reference: string;
  note?: string;
}
