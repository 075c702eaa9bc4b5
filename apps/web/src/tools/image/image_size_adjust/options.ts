import type { PrintUnit, ResizeSpec } from '@toolbox/toolkit/image';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';

export type SizeMode = ResizeSpec['mode'];
export type SizeUnit = 'KB' | 'MB';

/** The page's settings as typed (text, so half-typed numbers survive), shared by every image. */
export interface SizeForm {
  mode: SizeMode;
  width: string;
  height: string;
  /** Keep the aspect ratio (the spec's fixedWH pixel lock when off: exactly width × height). */
  lock: boolean;
  percent: string;
  longEdge: string;
  unit: PrintUnit;
  dpi: string;
  /** Optional largest file size (the spec's size + sizeUnit); empty = none. */
  maxSize: string;
  maxUnit: SizeUnit;
}

export interface SizeOptions {
  spec: ResizeSpec;
  output: OutputOptions;
  /** Largest output in bytes (JPG, WebP, PNG): the quality is searched to fit. */
  maxBytes: number | null;
}

export const DEFAULT_FORM: SizeForm = {
  mode: 'pixels',
  width: '1920',
  height: '',
  lock: true,
  percent: '50',
  longEdge: '1920',
  unit: 'cm',
  dpi: '300',
  maxSize: '',
  maxUnit: 'KB',
};

const num = (text: string): number | undefined => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The options of a run, or an error code for the first field that is wrong. */
export function parseForm(form: SizeForm, output: OutputOptions): SizeOptions | { error: string } {
  let spec: ResizeSpec;
  if (form.mode === 'percent') {
    const percent = num(form.percent);
    if (!percent || percent > 1000) return { error: 'percentInvalid' };
    spec = { mode: 'percent', percent };
  } else if (form.mode === 'longEdge') {
    const pixels = num(form.longEdge);
    if (!pixels || !Number.isInteger(pixels)) return { error: 'pixelsInvalid' };
    spec = { mode: 'longEdge', pixels };
  } else {
    const width = num(form.width);
    const height = num(form.height);
    if ((form.width.trim() && !width) || (form.height.trim() && !height)) return { error: 'sizeInvalid' };
    if (!width && !height) return { error: 'sizeMissing' };
    if (!form.lock && (!width || !height)) return { error: 'bothNeeded' };
    if (form.mode === 'pixels') spec = { mode: 'pixels', width, height, lock: form.lock };
    else {
      const dpi = num(form.dpi);
      if (!dpi) return { error: 'dpiRequired' };
      spec = { mode: 'print', width, height, unit: form.unit, dpi, lock: form.lock };
    }
  }
  let maxBytes: number | null = null;
  if (form.maxSize.trim()) {
    const size = num(form.maxSize);
    if (!size) return { error: 'maxInvalid' };
    maxBytes = Math.round(size * (form.maxUnit === 'MB' ? 1024 * 1024 : 1024));
  }
  return { spec, output, maxBytes };
}
