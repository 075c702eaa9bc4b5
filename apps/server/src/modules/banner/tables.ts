import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

type Localized = Partial<Record<'zh-CN' | 'en', string>>;

/**
 * Items of the banner and recommendation lists served by /bd/ali/list: the promotional banner
 * (`banner_bd`), the cn banner ads, the recommended tools and the mascot's tools. An item is live
 * when enabled, of this edition (or 'all') and within its optional dates.
 */
export const adItems = pgTable(
  'ad_item',
  {
    id: serial('id').primaryKey(),
    listCode: text('list_code').notNull(),
    edition: text('edition').$type<'all' | 'cn' | 'intl'>().notNull().default('all'),
    orderNumber: integer('order_number').notNull().default(0),
    /** A recommended function (recommendation lists). */
    funcCode: text('func_code'),
    url: text('url').notNull().default(''),
    /** An icon name of the web app's set, or a same-site image path. */
    icon: text('icon').notNull().default(''),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    /** May hold markup; the web renders it through its allow-list sanitiser. */
    text: jsonb('text').$type<Localized>().notNull().default({}),
    secText: jsonb('sec_text').$type<Localized>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_item_list_idx').on(t.listCode, t.orderNumber)],
);

export type AdItemRow = typeof adItems.$inferSelect;
