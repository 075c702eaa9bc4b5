import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newUser } from '../credits/testing.ts';
import { users } from '../user/tables.ts';
import { grantOperator } from './roles.ts';

/** A new signed-in account made an operator, as `npm run operator -- grant` does it. */
export async function newOperator(app: FastifyInstance): Promise<Awaited<ReturnType<typeof newUser>>> {
  const operator = await newUser(app);
  const [row] = await app.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, operator.id));
  await grantOperator(app.database.db, row!.email!, { id: null, name: 'cli:test' }, app.clock.now());
  return operator;
}
