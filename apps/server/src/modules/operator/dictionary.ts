import type { OpDictEntry } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { listDictRows, putDictEntry } from '../dict/service.ts';
import { AppError } from '../../http/errors.ts';
import { Code } from '@toolbox/contracts';
import { audit, type Actor } from './audit.ts';
import { contentMessages } from './content-messages.ts';
import { dictValueProblem } from './content-values.ts';

type Row = Awaited<ReturnType<typeof listDictRows>>[number];

function present(row: Row): OpDictEntry {
  return {
    code: row.code,
    edition: row.edition,
    value: row.value,
    remark: row.remark,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every dictionary row of every edition. */
export async function listDictionary(db: Database): Promise<OpDictEntry[]> {
  return (await listDictRows(db)).map(present);
}

/**
 * Writes a dictionary row through the dict module (served from memory, dropped in every process by
 * the change feed), audited with the value before (null for a new row) and after.
 */
export async function saveDictionary(
  db: Database,
  actor: Actor,
  input: { code: string; edition: 'all' | 'cn' | 'intl'; value: unknown; reason: string },
  now: Date,
): Promise<OpDictEntry> {
  const find = async () =>
    (await listDictRows(db)).find((r) => r.code === input.code && r.edition === input.edition);
  // A code the site reads in a known shape (site_notice, id_photo_sizes, cn_holidays…) is checked first.
  const problem = dictValueProblem(input.code, input.value);
  if (problem)
    throw new AppError(Code.badRequest, contentMessages.badDictValue, { code: input.code, problem }, 400);
  const before = await find();
  await putDictEntry(db, { code: input.code, edition: input.edition, value: input.value });
  const after = (await find())!;
  await audit(
    db,
    actor,
    {
      action: 'dict.save',
      target: `${input.code}:${input.edition}`,
      before: before?.value ?? null,
      after: after.value,
      reason: input.reason,
    },
    now,
  );
  return present(after);
}
