// Every module's tables, gathered for Drizzle's typed queries and for drizzle-kit.
export * from '../modules/func/tables.ts';
