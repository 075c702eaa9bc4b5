import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the retention sweeps delete, kept as sums: the credit entries (7 days) and finished server
 * tasks (the file cache's days) leave the database, but the operator's month and 30-day figures
 * still need them. A sweep adds the rows it deletes to their 15-minute bucket in the same
 * statement, so a row is counted either live or here, never both and never neither. Every real
 * time zone's midnight falls on a 15-minute boundary.
 */
export const statRollups = pgTable(
  'stat_rollup',
  {
    /** `credit` (function-credit entries) or `task` (finished server tasks). */
    kind: text('kind').notNull(),
    /** The task's tool; '' for credits. */
    funcCode: text('func_code').notNull().default(''),
    /** Start of the 15-minute bucket of the rows' `created_at`. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    granted: bigint('granted', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.funcCode, t.bucket] })],
);

/**
 * From when the figures of a kind are whole: set once by the migration that began the roll-ups,
 * on a database that already held data (what earlier sweeps deleted is gone). No row: whole.
 */
export const statCoverage = pgTable('stat_coverage', {
  kind: text('kind').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull(),
});
