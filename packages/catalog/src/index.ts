export * from './types.ts';
export * from './categories.ts';
export * from './search.ts';
export * from './tools.ts';
export * from './tool-icons.ts';
