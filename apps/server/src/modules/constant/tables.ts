import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site constants by key (record-filing number, ...): strings an operator sets without a deploy.
 * `edition` 'all' serves both editions; a row of the current edition overrides it.
 */
export const siteConstants = pgTable(
  'site_constant',
  {
    key: text('key').notNull(),
    edition: text('edition').$type<'all' | 'cn' | 'intl'>().notNull().default('all'),
    value: text('value').notNull(),
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.edition] })],
);
