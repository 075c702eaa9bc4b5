import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { funcs } from '../func/tables.ts';
import { sessions } from '../session/tables.ts';
import { users } from '../user/tables.ts';

/**
 * Who holds the operator role. Rows are written by the command line only (`npm run operator --
 * grant|revoke`), never by a web call; the server reads the row on every operator call.
 */
export const operatorRoles = pgTable('operator_role', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  /** `cli:<login>` of whoever ran the command. */
  grantedBy: text('granted_by').notNull(),
});

/**
 * Every act of an operator (and every grant or revoke of the role): who, when, what, on what,
 * the state before and after, and why. Rows are only ever added.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The operator's user id; null for the command line. */
    operatorId: text('operator_id'),
    /** The operator as named at the time (e-mail, phone or id; `cli:<login>`). */
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('operator_audit_at_idx').on(t.at), index('operator_audit_action_idx').on(t.action, t.at)],
);

/** The last operator call of a session: a session idle for 30 minutes is ended at its next call. */
export const operatorActivity = pgTable('operator_activity', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});

/**
 * A tool's settings as an operator set them; null keeps the catalogue's value. The catalogue seed
 * applies them on every start, so they survive restarts and catalogue updates.
 */
export const funcOverrides = pgTable('func_override', {
  code: text('code')
    .primaryKey()
    .references(() => funcs.code, { onDelete: 'cascade' }),
  /** false turns a built tool off (it is no longer listed). */
  enabled: boolean('enabled'),
  openLevel: integer('open_level'),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
  point: integer('point'),
  freeCount: integer('free_count'),
  wang: boolean('wang'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type FuncOverrideRow = typeof funcOverrides.$inferSelect;
