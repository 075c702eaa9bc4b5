import { and, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import type { Bound } from '../../db/prepared-sql.ts';
import { creditAccounts, creditEntries, type CreditAccountRow } from './tables.ts';
import type { RemarkKey } from './messages.ts';

/** The account row, for modules that hold one inside a credits transaction. */
export type { CreditAccountRow };

/** A transaction or the database itself (a transaction is a `Database` too). */
export type Db = Database;

export type EntryType = (typeof creditEntries.$inferInsert)['type'];

/** One change to a balance; `delta` is positive for grants, negative for deductions. */
export interface Change {
  type: EntryType;
  delta: number;
  remark: RemarkKey;
  params?: Record<string, string | number>;
  /** Unique across the ledger: a second change with the same key is not applied. */
  idemKey?: string;
  /** Grants counted in today's total (daily credits, rewards); refunds are not. */
  countInTotal?: boolean;
}

/** One daily grant: what an account is given each user day. */
export interface DailyGrant {
  /** 0 for tourists, else the membership level. */
  level: number;
  point: number;
}

export const userAccountId = (userId: string) => `u:${userId}`;
export const touristAccountId = (address: string) => `t:${address}`;
export const exchangeAccountId = (userId: string) => `x:${userId}`;

/** Creates the account when missing (no entry: its first day brings one). */
export async function ensureAccount(
  db: Db,
  id: string,
  kind: 'credit' | 'exchange',
  userId: string | null,
  now: Date,
): Promise<void> {
  await db.insert(creditAccounts).values({ id, kind, userId, updatedAt: now }).onConflictDoNothing();
}

/** Reads the account and locks its row until the transaction ends. */
export async function lockAccount(tx: Db, id: string): Promise<CreditAccountRow> {
  const [row] = await tx.select().from(creditAccounts).where(eq(creditAccounts.id, id)).for('update');
  if (!row) throw new Error(`credit account ${id} missing`);
  return row;
}

/** Reads an account without locking it, or undefined when it was never created. */
export async function findAccount(db: Db, id: string): Promise<CreditAccountRow | undefined> {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
  return row;
}

/**
 * The id of the account's newest entry (0 entries: undefined). Inside the transaction that locked
 * the account and applied a change, that is the change's own entry.
 */
export async function latestEntryId(tx: Db, accountId: string): Promise<number | undefined> {
  const [entry] = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(eq(creditEntries.accountId, accountId))
    .orderBy(desc(creditEntries.id))
    .limit(1);
  return entry?.id;
}

async function keyUsed(tx: Db, key: string): Promise<boolean> {
  const [hit] = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(eq(creditEntries.idemKey, key))
    .limit(1);
  return Boolean(hit);
}

/**
 * Applies one change to a locked account: a conditional UPDATE (the balance never goes below
 * zero; the CHECK backs it) and its entry with the resulting balance. Returns the new balance, or
 * null when a deduction does not fit or the idempotency key was already used.
 */
export async function applyChange(
  tx: Db,
  accountId: string,
  change: Change,
  now: Date,
): Promise<number | null> {
  if (change.delta === 0) return null;
  if (change.idemKey && (await keyUsed(tx, change.idemKey))) return null;
  const total = change.delta > 0 && change.countInTotal !== false ? change.delta : 0;
  const [updated] = await tx
    .update(creditAccounts)
    .set({
      balance: sql`${creditAccounts.balance} + ${change.delta}`,
      dayTotal: sql`${creditAccounts.dayTotal} + ${total}`,
      updatedAt: now,
    })
    .where(
      change.delta < 0
        ? and(eq(creditAccounts.id, accountId), gte(creditAccounts.balance, -change.delta))
        : eq(creditAccounts.id, accountId),
    )
    .returning({ balance: creditAccounts.balance });
  if (!updated) return null;
  await tx.insert(creditEntries).values({
    accountId,
    type: change.type,
    delta: change.delta,
    result: updated.balance,
    remarkKey: change.remark,
    remarkParams: remarkParamsText(change.params),
    idemKey: change.idemKey ?? null,
    createdAt: now,
  });
  return updated.balance;
}

/**
 * Brings a locked credit account to the user day `day`: on a new day the rest of the old day's
 * credits expire (a reset entry) and each grant is given (daily reset, or initialize default the
 * very first time). Grants missing on the current day (a level bought today) are added as increases.
 * Every grant's key is account + day + level, so nothing is granted twice. A `day` before the
 * account's day (the user moved west) keeps the account's day. Returns the account after.
 */
export async function syncDay(
  tx: Db,
  accountId: string,
  day: string,
  grants: readonly DailyGrant[],
  now: Date,
): Promise<CreditAccountRow> {
  let account = await lockAccount(tx, accountId);
  const first = account.day === null;
  let rolled = false;
  if (account.day === null || day > account.day) {
    if (account.balance > 0) {
      await applyChange(
        tx,
        accountId,
        { type: 'reset', delta: -account.balance, remark: 'expired', params: { day: account.day ?? '' } },
        now,
      );
    }
    await tx
      .update(creditAccounts)
      .set({ day, dayTotal: 0, updatedAt: now })
      .where(eq(creditAccounts.id, accountId));
    rolled = true;
  }
  const current = rolled ? day : account.day!;
  for (const grant of grants) {
    await applyChange(
      tx,
      accountId,
      {
        type: first ? 'init_default' : rolled ? 'daily_reset' : 'increase',
        delta: grant.point,
        remark: grant.level === 0 ? 'dailyTourist' : 'dailyLevel',
        params: { level: grant.level },
        idemKey: `daily:${accountId}:${current}:${grant.level}`,
      },
      now,
    );
  }
  account = (await tx.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!;
  return account;
}

/**
 * Gives back a deduction made on the account's current day (credits of an ended day have expired:
 * nothing to give back). Once per entry. Returns the new balance or null when nothing was done.
 */
export async function refundEntry(db: Db, entryId: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(creditEntries).where(eq(creditEntries.id, entryId));
    if (!entry || entry.type !== 'deduct') return null;
    await lockAccount(tx, entry.accountId);
    const [dayEnded] = await tx
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.accountId, entry.accountId),
          gt(creditEntries.id, entry.id),
          inArray(creditEntries.type, ['reset', 'daily_reset']),
        ),
      )
      .limit(1);
    if (dayEnded) return null;
    const params = entry.remarkParams ? (JSON.parse(entry.remarkParams) as Record<string, string>) : {};
    return applyChange(
      tx,
      entry.accountId,
      {
        type: 'increase',
        delta: -entry.delta,
        remark: 'refund',
        params: { func: params.func ?? '' },
        idemKey: `refund:${entry.id}`,
        countInTotal: false,
      },
      now,
    );
  });
}

/** The common table expressions `deductionCtes` defines, for the caller's statement to read. */
export const DEDUCTION = { debit: sql.raw('credit_debit'), entry: sql.raw('credit_debit_entry') };

/** A change's remark parameters as the ledger stores them (`remark_params`): JSON, or empty. */
export function remarkParamsText(params?: Record<string, string | number>): string {
  return params ? JSON.stringify(params) : '';
}

/** A deduction's remark in the ledger: its key and its parameters as stored (`remarkParamsText`). */
export interface DeductionRemark {
  key: Bound<RemarkKey>;
  params: Bound<string>;
}

/**
 * A deduction as two parts of the caller's own `WITH` statement, so the debit, its ledger entry and
 * the caller's records are written by one statement: `credit_debit` takes `points` from the
 * account (locked by the caller, or by this update) only if its balance holds them (the CHECK backs
 * it) and `guard` holds on the row's latest version, and returns the balance and day total left;
 * `credit_debit_entry` records it with that balance and returns its id. `at` is the time as ISO
 * text. Both are empty when the balance is short: the caller must check and give up (roll back).
 * Values may be placeholders (db/prepared-sql.ts).
 */
export function deductionCtes(
  accountId: Bound<string>,
  points: Bound<number>,
  remark: DeductionRemark,
  at: Bound<string>,
  guard: SQL = sql`true`,
): SQL {
  return sql`${DEDUCTION.debit} as (
      update ${creditAccounts} set balance = balance - ${points}::int, updated_at = ${at}::timestamptz
      where id = ${accountId}::text and balance >= ${points}::int and ${guard} returning balance, day_total),
    ${DEDUCTION.entry} as (
      insert into ${creditEntries} (account_id, type, delta, result, remark_key, remark_params, created_at)
      select ${accountId}::text, 'deduct', -(${points}::int), balance, ${remark.key}::text,
        ${remark.params}::text, ${at}::timestamptz
      from ${DEDUCTION.debit} returning id)`;
}
