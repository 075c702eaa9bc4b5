import type { OutputBytes } from '../kit/video/engine.ts';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

export type WatermarkCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'center';

export interface WatermarkOptions {
  text: string;
  corner: WatermarkCorner;
  /** Text height as a share of the picture's height. */
  size: number;
  opacity: number;
}

export type WatermarkRequest = ProbeRequest | { kind: 'mark'; file: File; options: WatermarkOptions };

export type WatermarkResponse = ProbeResponse | { kind: 'mark'; bytes: OutputBytes };
