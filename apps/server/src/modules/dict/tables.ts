import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dictionary: texts and lists the web reads by code (notice texts, paper and ID-photo sizes).
 * `edition` 'all' serves both editions; a row of the current edition overrides it. Seeded by
 * migrations, changed by operators.
 */
export const dictEntries = pgTable(
  'dict_entry',
  {
    code: text('code').notNull(),
    edition: text('edition').$type<'all' | 'cn' | 'intl'>().notNull().default('all'),
    value: jsonb('value').$type<unknown>().notNull(),
    /** What the entry is for, for operators. */
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.edition] })],
);

export type DictEntryRow = typeof dictEntries.$inferSelect;
