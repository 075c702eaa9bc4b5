// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit.
export * from '../modules/func/tables.ts';
export * from '../modules/user/tables.ts';
export * from '../modules/session/tables.ts';
export * from '../modules/verify/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/outbox/tables.ts';
export * from '../modules/qr-login/tables.ts';
export * from '../modules/payment/tables.ts';
export * from '../modules/file/tables.ts';
export * from '../modules/task/tables.ts';
export * from '../modules/credits/tables.ts';
export * from '../modules/membership/tables.ts';
export * from '../modules/func-use/tables.ts';
export * from '../modules/invite/tables.ts';
export * from '../modules/video-reward/tables.ts';
export * from '../modules/func-pay/tables.ts';
