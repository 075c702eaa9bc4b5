export * from './envelope.ts';
export * from './func.ts';
