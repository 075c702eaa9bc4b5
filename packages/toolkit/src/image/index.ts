// Public surface of the image area (browser-safe; the Node codecs are in ../node.ts).
export * from './compress.ts';
export * from './dimensions.ts';
export * from './metadata.ts';
export * from './paper-scan.ts';
