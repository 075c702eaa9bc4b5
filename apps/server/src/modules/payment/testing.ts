import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/open.ts';
import { seedCatalog } from '../func/seed.ts';
import { memberships, vipOrders } from '../membership/tables.ts';
import { createSession } from '../session/service.ts';
import { createUser } from '../user/repository.ts';
import { afterAll } from 'vitest';
import type { DatabaseKind } from '../../db/open.ts';
import { createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { startFake, type FakeRequest, type FakeAnswer } from './fake-http.ts';
import type { PaymentSettings } from './config.ts';
import { paymentTrades } from './tables.ts';

/** Test support for the payment suites: an app on a backend, users, orders. */
export async function startPaymentApp(
  backend: TestBackend,
  config: Partial<Config> = {},
  logger: object | false = false,
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await backend.open();
  await handle.migrate();
  await seedCatalog(handle.db);
  const app = await buildApp({ config: { ...backend.config, ...config }, db: handle, logger });
  return { app, handle };
}

export type FakeServer = Awaited<ReturnType<typeof startFake>>;

/**
 * The suite of a live provider against a local fake: before all, the fake (answering with
 * `answer`), a fresh backend, an app with the payment settings `payment(fake.url)` and a signed-in
 * user, handed to `started`; after all, the app, the backend and the fake are closed.
 */
export function liveProviderSuite(
  kind: DatabaseKind,
  answer: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  payment: (fakeUrl: string) => PaymentSettings,
  started: (suite: {
    app: FastifyInstance;
    user: { id: string; token: string };
    fake: FakeServer;
  }) => unknown,
): void {
  let fake: FakeServer | undefined;
  let backend: TestBackend | undefined;
  let app: FastifyInstance | undefined;
  setupSuite(async () => {
    fake = await startFake(answer);
    backend = await createBackend(kind);
    ({ app } = await startPaymentApp(backend, { payment: payment(fake.url) }));
    await started({ app, user: await signedInUser(app), fake });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
    await fake?.close();
  });
}

/** A payable order of the user, created now on the app's clock. */
export function newOrder(
  app: FastifyInstance,
  user: { id: string },
  amount: number,
  currency: 'CNY' | 'USD',
): Promise<string> {
  return insertOrder(app.database.db, user.id, { amount, currency, createdAt: app.clock.now() });
}

/** A signed-in user: id and accessToken. */
export async function signedInUser(app: FastifyInstance): Promise<{ id: string; token: string }> {
  const now = app.clock.now();
  const user = await createUser(app.database.db, {
    email: `pay-${randomBytes(5).toString('hex')}@example.com`,
    passwordHash: null,
    now,
  });
  const token = await createSession(app.database.db, {
    userId: user!.id,
    rememberMe: false,
    method: 'email',
    clientAddress: '127.0.0.1',
    now,
  });
  return { id: user!.id, token };
}

/** A payable membership order, as /create-order leaves it. */
export async function insertOrder(
  db: Database,
  userId: string,
  order: { amount: number; currency: 'CNY' | 'USD'; level?: number; createdAt: Date },
): Promise<string> {
  const id = `O${randomBytes(8).toString('hex')}`;
  await db.insert(vipOrders).values({
    id,
    userId,
    type: 1,
    cycle: 'monthly',
    level: order.level ?? 3,
    amount: order.amount,
    currency: order.currency,
    status: 0,
    createdAt: order.createdAt,
  });
  return id;
}

export async function orderRow(db: Database, id: string) {
  const [row] = await db.select().from(vipOrders).where(eq(vipOrders.id, id));
  return row!;
}

export async function tradeRow(db: Database, id: string) {
  const [row] = await db.select().from(paymentTrades).where(eq(paymentTrades.id, id));
  return row!;
}

export async function membershipsOf(db: Database, userId: string) {
  return db.select().from(memberships).where(eq(memberships.userId, userId));
}
