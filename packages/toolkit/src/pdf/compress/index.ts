// Public surface of PDF compression: the compressor, its codec interface and the CMYK JPEG decoder.
export * from './compress.ts';
export * from './image-stream.ts';
export * from './cmyk-jpeg.ts';
export * from './resample.ts';
