import type { WatermarkLayout } from '@toolbox/toolkit/image';
import type { OutputOptions } from '../output-options.tsx';

export const FONTS = ['sans-serif', 'serif', 'monospace', 'cursive'] as const;
export type FontKind = (typeof FONTS)[number];

/** The spec's watermark options: url (an image mark), text, all (tiled), textSize, textType, textColor,
 * textAngle, singlePosition, textLineMargin, contentMargin; plus opacity. Sizes are % of the shorter side. */
export interface WatermarkOptions extends WatermarkLayout {
  kind: 'text' | 'image';
  text: string;
  /** The mark picture for kind 'image' (a File crosses to the worker as a handle). */
  image: File | null;
  /** Text height, or the mark picture's width, in % of the picture's shorter side. */
  size: number;
  font: FontKind;
  bold: boolean;
  colour: string;
  /** 0..100. */
  opacity: number;
}

export interface MarkOptions {
  mark: WatermarkOptions;
  output: OutputOptions;
}

export const DEFAULT_MARK: WatermarkOptions = {
  kind: 'text',
  text: '© Toolbox',
  image: null,
  size: 6,
  font: 'sans-serif',
  bold: true,
  colour: '#ffffff',
  opacity: 50,
  tiled: true,
  position: 'bottom-right',
  angle: -30,
  lineMargin: 12,
  contentMargin: 3,
};
