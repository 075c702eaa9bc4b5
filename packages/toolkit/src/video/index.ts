export * from './timecode.ts';
export * from './plan.ts';
export * from './audio-mix.ts';
export * from './gif.ts';
