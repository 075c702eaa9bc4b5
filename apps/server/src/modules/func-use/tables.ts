import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Uses of one function by one credit account on one user day: the free uses are counted here. */
export const funcUseDays = pgTable(
  'func_use_day',
  {
    accountId: text('account_id').notNull(),
    funcCode: text('func_code').notNull(),
    day: text('day').notNull(),
    uses: integer('uses').notNull().default(0),
    freeUses: integer('free_uses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.funcCode, t.day] })],
);

/**
 * One granted use of a function (an answer of /h or /t, free or paid): the `useId` a server task
 * is submitted with. `entryId` is the deduction (null when free); `taskId` is set once, by the
 * task that used it (unique: one use runs one task). `freeDay` is the user day whose free uses it
 * took (null when it took none); `freeReturned` is set once when a failed task gives that back.
 */
export const funcUses = pgTable(
  'func_use',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    funcCode: text('func_code').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    taskId: text('task_id').unique('func_use_task_unique'),
    freeDay: text('free_day'),
    freeReturned: boolean('free_returned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('func_use_created_idx').on(t.createdAt)],
);
export type FuncUseRow = typeof funcUses.$inferSelect;
