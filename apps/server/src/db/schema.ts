// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit.
export * from '../modules/func/tables.ts';
export * from '../modules/user/tables.ts';
export * from '../modules/session/tables.ts';
export * from '../modules/verify/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/outbox/tables.ts';
export * from '../modules/qr-login/tables.ts';
