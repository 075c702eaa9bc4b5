export * from './envelope.ts';
export * from './func.ts';
export * from './user.ts';
export * from './file.ts';
export * from './task.ts';
export * from './payment.ts';
export * from './credits.ts';
