import type { DashboardRange, OpDashboard } from '@toolbox/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { DAY, MINUTE } from '../session/clock.ts';
import { wholeSince } from '../stats/rollup.ts';

/**
 * The operator dashboard: every figure is one aggregate query in the database (counts and sums
 * grouped there), run side by side. Days begin at the operator's midnight (`timezoneOffset` as the
 * browser gives it); channel visits are kept per UTC day and counted for the UTC days the period
 * touches.
 */

type Rows<T> = { rows: T[] };
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const num = (value: unknown) => Number(value ?? 0);

/** The operator's midnight starting the day of `at`, as a UTC instant. */
function localMidnight(at: Date, offsetMinutes: number): Date {
  const local = at.getTime() - offsetMinutes * MINUTE;
  return new Date(Math.floor(local / DAY) * DAY + offsetMinutes * MINUTE);
}

/** The first midnight of the operator's month holding `at`. */
function monthStart(at: Date, offsetMinutes: number): Date {
  const local = new Date(at.getTime() - offsetMinutes * MINUTE);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + offsetMinutes * MINUTE);
}

/** The period of a range: whole days of the operator, today included, [from, to). */
export function periodOf(range: DashboardRange, now: Date, offsetMinutes: number): { from: Date; to: Date } {
  const today = localMidnight(now, offsetMinutes);
  const to = new Date(today.getTime() + DAY);
  const back = { today: 0, '7d': 6, '30d': 29 } as const;
  const from =
    range === 'month' ? monthStart(now, offsetMinutes) : new Date(today.getTime() - back[range] * DAY);
  return { from, to };
}

/** The operator's calendar days of [from, to), as YYYY-MM-DD. */
function daysOf(from: Date, to: Date, offsetMinutes: number): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY) {
    days.push(new Date(t - offsetMinutes * MINUTE).toISOString().slice(0, 10));
  }
  return days;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const localDay = (column: SQL, offset: number) =>
  sql`to_char((${column} at time zone 'UTC') - make_interval(mins => ${offset}::int), 'YYYY-MM-DD')`;

async function headline(db: Database, today: Date, month: Date, to: Date) {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select
      (select count(distinct user_id) from user_session
        where coalesce(last_used_at, created_at) >= ${ts(today)}) as active_today,
      (select count(distinct user_id) from user_session
        where coalesce(last_used_at, created_at) >= ${ts(month)}) as active_month,
      (select count(*) from app_user where created_at >= ${ts(today)} and created_at < ${ts(to)}) as signups_today,
      (select count(*) from app_user where created_at >= ${ts(month)} and created_at < ${ts(to)}) as signups_month`,
  );
  return {
    activeUsers: { today: num(row?.active_today), month: num(row?.active_month) },
    signups: { today: num(row?.signups_today), month: num(row?.signups_month) },
  };
}

async function perDay(db: Database, from: Date, to: Date, offset: number) {
  const found = await rows<{ day: string; signups: unknown; paid: unknown }>(
    db,
    sql`select day, sum(s) as signups, sum(p) as paid from (
        select ${localDay(sql`created_at`, offset)} as day, 1 as s, 0 as p from app_user
          where created_at >= ${ts(from)} and created_at < ${ts(to)}
        union all
        select ${localDay(sql`paid_at`, offset)}, 0, 1 from payment_trade
          where status = 2 and paid_at >= ${ts(from)} and paid_at < ${ts(to)}
      ) x group by day`,
  );
  const byDay = new Map(found.map((r) => [r.day, r]));
  return daysOf(from, to, offset).map((day) => ({
    day,
    signups: num(byDay.get(day)?.signups),
    paidOrders: num(byDay.get(day)?.paid),
  }));
}

async function perChannel(db: Database, from: Date, to: Date) {
  const firstDay = from.toISOString().slice(0, 10);
  const lastDay = new Date(to.getTime() - 1).toISOString().slice(0, 10);
  const found = await rows<{ channel: string; signups: unknown; visits: unknown; paid: unknown }>(
    db,
    sql`with s as (
        select coalesce(uc.channel_code, '') as channel, count(*) as n from app_user u
          left join user_channel uc on uc.user_id = u.id
          where u.created_at >= ${ts(from)} and u.created_at < ${ts(to)} group by 1),
      v as (
        select channel_code as channel, sum(visits) as n from channel_visit
          where day >= ${firstDay}::date and day <= ${lastDay}::date group by 1),
      o as (
        select coalesce(uc.channel_code, '') as channel, count(*) as n from payment_trade t
          left join user_channel uc on uc.user_id = t.user_id
          where t.status = 2 and t.paid_at >= ${ts(from)} and t.paid_at < ${ts(to)} group by 1)
      select channel, coalesce(s.n, 0) as signups, coalesce(v.n, 0) as visits, coalesce(o.n, 0) as paid
        from s full join v using (channel) full join o using (channel)
        order by 2 desc, 1`,
  );
  return found.map((r) => ({
    channel: r.channel,
    signups: num(r.signups),
    visits: num(r.visits),
    paidOrders: num(r.paid),
  }));
}

async function revenue(db: Database, from: Date, to: Date) {
  const found = await rows<{ provider: string; currency: string; orders: unknown; amount: unknown }>(
    db,
    sql`select provider, currency, count(*) as orders, sum(amount) as amount from payment_trade
      where status = 2 and paid_at >= ${ts(from)} and paid_at < ${ts(to)}
      group by provider, currency order by provider, currency`,
  );
  return found.map((r) => ({
    provider: r.provider,
    currency: r.currency,
    orders: num(r.orders),
    amount: num(r.amount),
  }));
}

/** Credits granted and spent: the ledger's live entries plus what its sweeps rolled up. */
async function credits(db: Database, from: Date, to: Date) {
  const [[row], since] = await Promise.all([
    rows<{ granted: unknown; spent: unknown }>(
      db,
      sql`select coalesce(sum(granted), 0) as granted, coalesce(sum(spent), 0) as spent from (
          select coalesce(sum(e.delta) filter (where e.delta > 0), 0) as granted,
              coalesce(-sum(e.delta) filter (where e.type = 'deduct'), 0) as spent
            from credit_entry e join credit_account a on a.id = e.account_id
            where a.kind = 'credit' and e.created_at >= ${ts(from)} and e.created_at < ${ts(to)}
          union all
          select granted, spent from stat_rollup
            where kind = 'credit' and bucket >= ${ts(from)} and bucket < ${ts(to)}) x`,
    ),
    wholeSince(db, 'credit', from),
  ]);
  return { granted: num(row?.granted), spent: num(row?.spent), since: since.toISOString() };
}

/** Server tasks per tool: the live rows plus the finished ones the file sweep rolled up. */
async function tasksByTool(db: Database, from: Date, to: Date) {
  const found = await rows<{ func_code: string; total: unknown; done: unknown; failed: unknown }>(
    db,
    sql`select func_code, sum(total) as total, sum(done) as done, sum(failed) as failed from (
          select func_code, count(*) as total, count(*) filter (where status = 2) as done,
              count(*) filter (where status = -1) as failed
            from server_task where created_at >= ${ts(from)} and created_at < ${ts(to)}
            group by func_code
          union all
          select func_code, done + failed, done, failed from stat_rollup
            where kind = 'task' and bucket >= ${ts(from)} and bucket < ${ts(to)}) x
        group by func_code order by 2 desc, 1`,
  );
  return found.map((r) => {
    const [total, done, failed] = [num(r.total), num(r.done), num(r.failed)];
    return {
      funcCode: r.func_code,
      total,
      done,
      failed,
      pending: total - done - failed,
      failureRate: done + failed ? failed / (done + failed) : 0,
    };
  });
}

/**
 * Jobs waiting and running per pg-boss queue now (none when the job queue was never started);
 * pg-boss's own internal queues (`__pgboss__…`) are left out.
 */
export async function queueLengths(db: Database) {
  const [present] = await rows<{ ok: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null and to_regclass('pgboss.queue') is not null as ok`,
  );
  if (!present?.ok) return [];
  const found = await rows<{ name: string; waiting: unknown; active: unknown }>(
    db,
    sql`select q.name,
        count(j.id) filter (where j.state::text in ('created', 'retry')) as waiting,
        count(j.id) filter (where j.state::text = 'active') as active
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state::text in ('created', 'retry', 'active')
      where q.name not like '\\_\\_pgboss\\_\\_%'
      group by q.name order by q.name`,
  );
  return found.map((r) => ({ name: r.name, waiting: num(r.waiting), active: num(r.active) }));
}

export async function dashboard(
  db: Database,
  input: { range: DashboardRange; timezoneOffset: number },
  now: Date,
): Promise<OpDashboard> {
  const offset = input.timezoneOffset;
  const { from, to } = periodOf(input.range, now, offset);
  const today = localMidnight(now, offset);
  const [top, days, channels, money, credit, taskRows, tasksSince, queues] = await Promise.all([
    headline(db, today, monthStart(now, offset), to),
    perDay(db, from, to, offset),
    perChannel(db, from, to),
    revenue(db, from, to),
    credits(db, from, to),
    tasksByTool(db, from, to),
    wholeSince(db, 'task', from),
    queueLengths(db),
  ]);
  return {
    range: input.range,
    from: from.toISOString(),
    to: to.toISOString(),
    ...top,
    days,
    channels,
    revenue: money,
    credits: credit,
    tasks: taskRows,
    tasksSince: tasksSince.toISOString(),
    queues,
  };
}
