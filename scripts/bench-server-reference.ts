// The server bench's reference: a bare Fastify on the same database with the least SQL the calls
// need and nothing else (no envelope validation, no logging, no hooks). Run as its own process:
//   PORT=… DATABASE_URL=postgres://… | DATA_DIR=…   node --import tsx scripts/bench-server-reference.ts
// /ut/v1/h: the session joined to its user (1 statement), then BEGIN, the account row locked, one
// statement that debits, writes the ledger entry and the use, COMMIT. /ut/func/query and
// /ut/func/search-list: the bytes our server answered, kept in memory (CATALOGUE_FILE, JSON of
// { path: { encoding, base64 } }), as a file server would send them.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

interface Sql {
  query<R>(text: string, params: unknown[]): Promise<R[]>;
  transaction<T>(work: (q: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openSql(): Promise<Sql> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    const on =
      (c: pg.Pool | pg.PoolClient): Sql['query'] =>
      async <R>(text: string, params: unknown[]) =>
        (await c.query(text, params)).rows as R[];
    const sqlOf = (query: Sql['query']): Sql => ({
      query,
      transaction: () => never(),
      close: never,
    });
    return {
      query: on(pool),
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const out = await work(sqlOf(on(client)));
          await client.query('commit');
          return out;
        } catch (err) {
          await client.query('rollback');
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create(join(process.env.DATA_DIR!, 'pglite'));
  const wrap =
    (q: { query: PGlite['query'] }): Sql['query'] =>
    async <R>(text: string, params: unknown[]) =>
      (await q.query<R>(text, params)).rows;
  return {
    query: wrap(db),
    transaction: (work) =>
      db.transaction((tx) => work({ query: wrap(tx), transaction: () => never(), close: never })),
    close: () => db.close(),
  };
}

function never(): never {
  throw new Error('nested transaction');
}

const db = await openSql();
const app = Fastify({ logger: false });
const catalogue = process.env.CATALOGUE_FILE
  ? (JSON.parse(readFileSync(process.env.CATALOGUE_FILE, 'utf8')) as Record<
      string,
      { encoding: string; base64: string }
    >)
  : {};

app.get('/healthz', async () => {
  await db.query('select 1', []);
  return { status: 'ok' };
});

for (const [path, answer] of Object.entries(catalogue)) {
  const bytes = Buffer.from(answer.base64, 'base64');
  app.post(path, (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8');
    if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
    reply.send(bytes);
  });
}

app.post('/ut/v1/h', async (request, reply) => {
  const token = String(request.headers.accesstoken ?? '');
  const body = request.body as { code: string };
  const [session] = await db.query<{ user_id: string }>(
    `select s.user_id from user_session s join app_user u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [createHash('sha256').update(token).digest('hex')],
  );
  if (!session) return reply.send({ code: '001', message: 'login expired', data: null });
  const account = `u:${session.user_id}`;
  const price = 5;
  const useId = randomUUID();
  const left = await db.transaction(async (tx) => {
    await tx.query('select balance from credit_account where id = $1 for update', [account]);
    const [row] = await tx.query<{ balance: number }>(
      `with a as (update credit_account set balance = balance - $2, updated_at = now()
                   where id = $1 and balance >= $2 returning balance),
            e as (insert into credit_entry (account_id, type, delta, result, remark_key, remark_params, created_at)
                  select $1, 'deduct', -$2, a.balance, 'funcUse', $3, now() from a returning id),
            u as (insert into func_use (id, account_id, func_code, entry_id, created_at)
                  select $4, $1, $5, e.id, now() from e returning id)
       select a.balance from a, u`,
      [account, price, JSON.stringify({ func: body.code }), useId, body.code],
    );
    return row?.balance ?? null;
  });
  return {
    code: '000',
    message: 'success',
    data: { code: body.code, useId, deductPoint: price, balance: left },
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
