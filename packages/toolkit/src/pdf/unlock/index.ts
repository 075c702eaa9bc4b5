// Public surface of PDF unlocking.
export * from './unlock.ts';
