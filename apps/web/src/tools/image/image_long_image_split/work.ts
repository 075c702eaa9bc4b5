import {
  imageError,
  planSplit,
  slicePixels,
  splitLength,
  type SplitAxis,
  type SplitMode,
  type SplitPlan,
} from '@toolbox/toolkit/image';
import type { ImageDraft, ImageWork } from '../../../features/image-batch/handler.ts';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';
import { outputFile } from '../kit/image-geometry/output.ts';

export interface SplitOptions {
  axis: SplitAxis;
  mode: SplitMode;
  output: OutputOptions;
}

/** The error code of a refused split: the spec's 'split count cannot divide', or the tool's own. */
export const SPLIT_ERRORS = {
  not_divisible: 'split_not_divisible',
  invalid: 'split_invalid',
  too_many: 'split_over_limit',
} as const;

/** Cut positions typed as '800, 1600' (commas, full-width commas or spaces); null when one is not a number. */
export function parseLines(text: string): number[] | null {
  const parts = text.split(/[\s,，、;；]+/).filter(Boolean);
  const lines = parts.map(Number);
  return lines.every((n) => Number.isFinite(n)) ? lines : null;
}

/** The pieces of the split, `photo-part01.png` …, top to bottom (or left to right). */
export const splitWork: ImageWork<SplitOptions> = async ({ pixels, source }, ctx) => {
  const { axis, mode, output } = ctx.options;
  const plan: SplitPlan = planSplit(splitLength(pixels, axis), mode);
  if (!plan.ok) throw imageError(SPLIT_ERRORS[plan.reason]);
  const files: ImageDraft[] = [];
  const digits = Math.max(2, String(plan.ranges.length).length);
  for (const [i, range] of plan.ranges.entries()) {
    const piece = slicePixels(pixels, axis, range);
    const suffix = `-part${String(i + 1).padStart(digits, '0')}`;
    files.push(await outputFile(piece, { name: ctx.file.name, suffix, output, source }, ctx.encode));
    ctx.onProgress(i + 1, plan.ranges.length);
  }
  return files;
};
