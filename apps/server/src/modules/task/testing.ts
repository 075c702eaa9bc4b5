import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/open.ts';
import { tasks } from './tables.ts';

/**
 * Test support: a finished task of `owner` (`u:<id>` or `a:<address>#<key>`) for `funcCode`, not paid,
 * as a paid-result tool leaves it waiting for payment. Returns its id.
 */
export async function insertFinishedTask(
  db: Database,
  input: { owner: string; funcCode: string; apiType?: string; now: Date; id?: string },
): Promise<string> {
  const id = input.id ?? randomBytes(8).toString('hex');
  await db.insert(tasks).values({
    id,
    owner: input.owner,
    funcCode: input.funcCode,
    apiType: input.apiType ?? 'image',
    inputFileIds: [],
    options: {},
    status: 2,
    progressKey: 'done',
    paid: false,
    createdAt: input.now,
  });
  return id;
}
