export * from './envelope.ts';
export * from './func.ts';
export * from './user.ts';
