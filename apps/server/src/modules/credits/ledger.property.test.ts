import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { applyChange, ensureAccount, lockAccount, refundEntry, syncDay } from './ledger.ts';
import { creditAccounts, creditEntries } from './tables.ts';

type Op =
  | { kind: 'grant'; n: number; key: number }
  | { kind: 'deduct'; n: number }
  | { kind: 'refund'; which: number }
  | { kind: 'newDay'; grant: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    n: fc.integer({ min: 1, max: 50 }),
    key: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({ kind: fc.constant('deduct' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('refund' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('newDay' as const), grant: fc.integer({ min: 0, max: 30 }) }),
);

const days = [
  '2026-01-01',
  '2026-01-02',
  '2026-01-03',
  '2026-01-04',
  '2026-01-05',
  '2026-01-06',
  '2026-01-07',
];

/** A plain model of the rules: what the balance and today's total must be after the same operations. */
class Model {
  balance = 0;
  total = 0;
  keys = new Set<string>();
  /** Deductions of the current day not yet refunded: their amounts by entry index. */
  open = new Map<number, number>();
}

describe.each(backends)('credit ledger properties on %s', (kind) => {
  let backend: TestBackend;
  let handle: DatabaseHandle;
  setupSuite(async () => {
    backend = await createBackend(kind);
    handle = await backend.open();
    await handle.migrate();
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  async function entriesOf(id: string) {
    return handle.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.accountId, id))
      .orderBy(asc(creditEntries.id));
  }

  async function checkInvariants(id: string) {
    const [account] = await handle.db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
    const entries = await entriesOf(id);
    let running = 0;
    for (const e of entries) {
      running += e.delta;
      expect(e.result).toBe(running);
      expect(e.result).toBeGreaterThanOrEqual(0);
    }
    expect(account!.balance).toBe(running);
    expect(account!.balance).toBeGreaterThanOrEqual(0);
    return account!;
  }

  it('sum of entries equals the balance, never negative, and matches the model over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const id = `u:prop-${randomBytes(6).toString('hex')}`;
        const now = new Date('2026-01-01T12:00:00Z');
        await ensureAccount(handle.db, id, 'credit', null, now);
        const model = new Model();
        let day = 0;
        const deductIds: number[] = [];
        await handle.db.transaction((tx) => syncDay(tx, id, days[0]!, [{ level: 1, point: 10 }], now));
        model.balance = model.total = 10;
        for (const o of ops) {
          if (o.kind === 'grant') {
            const key = `prop:${id}:${o.key}`;
            await handle.db.transaction(async (tx) => {
              await lockAccount(tx, id);
              await applyChange(
                tx,
                id,
                { type: 'increase', delta: o.n, remark: 'adjust', idemKey: key },
                now,
              );
            });
            if (!model.keys.has(key)) {
              model.keys.add(key);
              model.balance += o.n;
              model.total += o.n;
            }
          } else if (o.kind === 'deduct') {
            const left = await handle.db.transaction(async (tx) => {
              await lockAccount(tx, id);
              return applyChange(
                tx,
                id,
                { type: 'deduct', delta: -o.n, remark: 'funcUse', params: { func: 'x' } },
                now,
              );
            });
            expect(left !== null).toBe(model.balance >= o.n);
            if (left !== null) {
              model.balance -= o.n;
              const [last] = (await entriesOf(id)).slice(-1);
              deductIds.push(last!.id);
              model.open.set(last!.id, o.n);
            }
          } else if (o.kind === 'refund') {
            if (deductIds.length === 0) continue;
            const entryId = deductIds[o.which % deductIds.length]!;
            const back = await refundEntry(handle.db, entryId, now);
            const amount = model.open.get(entryId);
            expect(back !== null).toBe(amount !== undefined);
            if (amount !== undefined) {
              model.balance += amount;
              model.open.delete(entryId);
            }
          } else if (day + 1 < days.length) {
            day += 1;
            const grants = o.grant > 0 ? [{ level: 1, point: o.grant }] : [];
            await handle.db.transaction((tx) => syncDay(tx, id, days[day]!, grants, now));
            model.balance = o.grant;
            model.total = o.grant;
            model.open.clear();
          }
          const account = await checkInvariants(id);
          expect(account.balance).toBe(model.balance);
          expect(account.dayTotal).toBe(model.total);
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 25) },
    );
  }, 120_000);

  it('concurrent grants, deductions and refunds keep the ledger consistent', async () => {
    const id = `u:burst-${randomBytes(6).toString('hex')}`;
    const now = new Date();
    await ensureAccount(handle.db, id, 'credit', null, now);
    await handle.db.transaction((tx) => syncDay(tx, id, days[0]!, [{ level: 2, point: 200 }], now));
    const work = Array.from({ length: 60 }, (_, i) =>
      handle.db.transaction(async (tx) => {
        await lockAccount(tx, id);
        return i % 4 === 0
          ? applyChange(
              tx,
              id,
              { type: 'increase', delta: 7, remark: 'adjust', idemKey: `burst:${id}:${i % 8}` },
              now,
            )
          : applyChange(tx, id, { type: 'deduct', delta: -9, remark: 'adjust' }, now);
      }),
    );
    await Promise.all(work);
    const deducts = (await entriesOf(id)).filter((e) => e.type === 'deduct');
    await Promise.all([...deducts, ...deducts].map((e) => refundEntry(handle.db, e.id, now)));
    const account = await checkInvariants(id);
    const entries = await entriesOf(id);
    expect(entries.filter((e) => e.idemKey?.startsWith('burst:'))).toHaveLength(2);
    expect(entries.filter((e) => e.idemKey?.startsWith('refund:'))).toHaveLength(deducts.length);
    // Every deduction was given back: the balance is the day's grants.
    expect(account.balance).toBe(account.dayTotal);
    expect(account.dayTotal).toBe(214);
  }, 60_000);
});
