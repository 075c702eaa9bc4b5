/** Barcode formats the generators write. */
export const BARCODE_FORMATS = ['code128', 'ean13', 'ean8', 'upca', 'code39', 'itf14'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** A run of human-readable text, centred under modules [from, to) (may reach into the quiet zone). */
export interface TextPart {
  text: string;
  from: number;
  to: number;
}

/** An encoded barcode: one character per module ('1' bar, '0' space) plus what to print under it. */
export interface Barcode {
  format: BarcodeFormat;
  modules: string;
  /** The full value as encoded (with its check digit). */
  value: string;
  text: TextPart[];
  /** Module ranges whose bars reach down into the text (EAN/UPC guard bars). */
  guards: Array<[number, number]>;
  /** Quiet zone on each side, in modules. */
  quiet: number;
}

/** A value a format cannot encode; `code` picks the translated message, `params` fill it. */
export class BarcodeError extends Error {
  override name = 'BarcodeError';
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** Turns bar/space widths (starting with a bar) into modules: '211' → '110 1'. */
export function widthsToModules(widths: string, startWithBar = true): string {
  let out = '';
  let bar = startWithBar;
  for (const w of widths) {
    out += (bar ? '1' : '0').repeat(Number(w));
    bar = !bar;
  }
  return out;
}
