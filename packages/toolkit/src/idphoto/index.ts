// ID photos: face-aware crop to a standard size, background replacement with matting, print
// sheets. The models are injected (types.ts); everything here is plain TypeScript.
export * from './types.ts';
export * from './standards.ts';
export * from './detect.ts';
export * from './matte.ts';
export * from './pipeline.ts';
export * from './sheet.ts';
export { sampleAffine, boxShrink } from './sample.ts';
