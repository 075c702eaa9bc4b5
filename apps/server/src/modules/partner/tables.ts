import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/**
 * Partners of the open mode, set up by an operator: each signs its links with its own secret
 * (see README.md); `expiresAt` ends the partnership, `enabled` pauses it.
 */
export const openPartners = pgTable('open_partner', {
  openId: text('open_id').primaryKey(),
  name: text('name').notNull(),
  /** The HMAC-SHA256 key of the partner's links; never sent to anyone. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One function call made in open mode: which partner, which of its users (`subId`), which function. */
export const openCalls = pgTable(
  'open_call',
  {
    id: serial('id').primaryKey(),
    openId: text('open_id')
      .notNull()
      .references(() => openPartners.openId, { onDelete: 'cascade' }),
    funcCode: text('func_code').notNull(),
    subId: text('sub_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('open_call_partner_idx').on(t.openId, t.createdAt)],
);

/** Marketing channels (`?cid=`), set up by an operator; unknown ids are not recorded. */
export const channels = pgTable('channel', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visits a channel brought, per UTC day. */
export const channelVisits = pgTable(
  'channel_visit',
  {
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelCode, t.day] })],
);

/**
 * The channel that brought a user (the first one, kept): sign-ups and orders per channel are
 * counted by joining the users and orders on it.
 */
export const userChannels = pgTable(
  'user_channel',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_channel_channel_idx').on(t.channelCode)],
);
