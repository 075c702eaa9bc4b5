// The blocks a laid-out page is made of: what layout.ts produces and the writers turn into Word XML.
import type { PageImage } from './extract.ts';
import type { Grid } from './tables.ts';

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  /** Points. */
  size: number;
  font: string;
  /** RRGGBB, when not black. */
  color?: string;
  /** The URL a link annotation over the run points to. */
  link?: string;
  script?: 'superscript' | 'subscript';
  /** A field Word computes (the page number), its text the PDF's value. */
  field?: 'PAGE';
  /**
   * Points the text takes in the PDF, after its first `lead` characters (a space joining it to the line
   * above, a tab), which the PDF does not draw: the writer spaces the letters to match it.
   */
  width?: number;
  lead?: number;
}

/** A paragraph's place in a list: its marker (taken out of the text) and where marker and text start. */
export interface ListMark {
  numId: number;
  format: 'bullet' | 'decimal' | 'lowerLetter' | 'upperLetter' | 'lowerRoman';
  /** The bullet character, or the number's suffix ("." or ")"). */
  marker: string;
  suffix: string;
  start: number;
  /** Points from the text block's left edge. */
  markerIndent: number;
  textIndent: number;
}

export interface Paragraph {
  kind: 'paragraph';
  top: number;
  /** First line's baseline (y upwards) and the distance between baselines, points. */
  baseline: number;
  pitch: number;
  lineCount: number;
  runs: Run[];
  /** `both`: justified (every line but the last runs to the right edge). */
  align: 'left' | 'center' | 'right' | 'both';
  /** Left indent and extra first-line indent, points. */
  indent: number;
  firstLine: number;
  /** Space above, points. */
  before: number;
  /** Tab stops (points from the left edge) for the tabs in the runs' text; right tabs end text there. */
  tabs?: { pos: number; right?: boolean }[];
  /** Right-aligned text: points from its right end to the right edge. */
  rightIndent?: number;
  /** Heading1..Heading3 for titles (structure.ts). */
  style?: string;
  list?: ListMark;
  /** The x where each line starts, and the first line's first two spans (list markers are read from them). */
  lineStarts?: number[];
  head?: { text: string; x: number }[];
}

export interface TableBlock {
  kind: 'table';
  top: number;
  grid: Grid;
  /** Points from the text block's left edge. */
  indent: number;
  /** Blocks laid out side by side (no ruled lines): a table without borders. */
  borderless?: boolean;
  /** Paragraphs per cell, row by row in the grid's cell order. */
  cells: Paragraph[][][];
}

export interface ImageBlock {
  kind: 'image';
  top: number;
  image: PageImage;
  indent: number;
  /** Text runs over the picture (a background): it goes behind the text. */
  behindText?: boolean;
}

/** Starts a band of the page: one column (full width) or several, their edges in points. */
export interface ColumnsMark {
  kind: 'columns';
  top: number;
  columns: { left: number; right: number }[];
}

/** The blocks after it go in the band's next column (`column`, 0-based). */
export interface ColumnBreak {
  kind: 'columnBreak';
  top: number;
  column: number;
}

export type Block = Paragraph | TableBlock | ImageBlock | ColumnsMark | ColumnBreak;
