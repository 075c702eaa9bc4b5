// pdfjs-dist ships its image decoders without typings: the JPEG decoder as cmyk-jpeg.ts uses it.
declare module 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    constructor(options: { decodeTransform?: Int32Array; colorTransform?: number });
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: {
      width: number;
      height: number;
      forceRGB: boolean;
      isSourcePDF: boolean;
    }): Uint8ClampedArray;
  }
}

declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export { JpegImage } from 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs';
}
