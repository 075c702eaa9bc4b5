import type { SniffedType } from '@toolbox/toolkit/textcode';

/** Encode a file's bytes, or decode Base64 / a data URL, in the worker. */
export type Base64Request = { op: 'encode'; bytes: ArrayBuffer } | { op: 'decode'; text: string };

export type Base64Response =
  | { op: 'encode'; base64: string }
  | { op: 'decode'; bytes: ArrayBuffer; declaredType: string | null; sniffed: SniffedType };
