import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

type Localized = { 'zh-CN': string; en: string };
type LocalizedList = Partial<Record<'zh-CN' | 'en', string[]>>;

/** Function categories (the spec's FuncCategory), seeded from the catalog. */
export const funcCategories = pgTable('func_category', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<Localized>().notNull(),
  orderNumber: integer('order_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Functions (tools), the spec's Func entity; catalog-owned columns are rewritten on every start. */
export const funcs = pgTable(
  'func',
  {
    code: text('code').primaryKey(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => funcCategories.code),
    names: jsonb('names').$type<Localized>().notNull(),
    descriptions: jsonb('descriptions').$type<Localized>().notNull(),
    keywords: jsonb('keywords').$type<LocalizedList>().notNull().default({}),
    /** 1 paid per use, 2 member priority, 3 points per page, 4 desktop only, 0 points per use. */
    openLevel: integer('open_level').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    point: integer('point').notNull().default(0),
    freeCount: integer('free_count').notNull().default(0),
    freeIntroduction: jsonb('free_introduction').$type<Localized>(),
    /** On the mascot's recommended list. */
    wang: boolean('wang').notNull().default(false),
    runs: text('runs').$type<'browser' | 'server' | 'desktop'>().notNull(),
    /** Only built functions are listed to users. */
    built: boolean('built').notNull().default(false),
    orderNumber: integer('order_number').notNull(),
    /** A data URL or base64 image; set by operators, never by the seed. */
    iconImageBase64: text('icon'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('func_category_code_idx').on(t.categoryCode), index('func_order_idx').on(t.orderNumber)],
);

export type FuncRow = typeof funcs.$inferSelect;
export type FuncCategoryRow = typeof funcCategories.$inferSelect;
