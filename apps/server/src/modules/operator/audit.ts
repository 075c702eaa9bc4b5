import { and, count, desc, like } from 'drizzle-orm';
import type { AuditEntry, Page } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { pageOf } from '../credits/page.ts';
import { operatorAudit } from './tables.ts';

/** Who acts: a signed-in operator, or the command line (`cli:<login>`, no user id). */
export interface Actor {
  id: string | null;
  name: string;
}

export interface AuditRecord {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason?: string;
}

/** Adds one entry to the audit log; call it inside the transaction that makes the change. */
export async function audit(db: Database, actor: Actor, record: AuditRecord, now: Date): Promise<void> {
  await db.insert(operatorAudit).values({
    at: now,
    operatorId: actor.id,
    operatorName: actor.name,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? '',
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the audit log, newest first, optionally only actions starting with `action`. */
export async function auditPage(
  db: Database,
  input: { pageNum: number; pageSize: number; action: string },
): Promise<Page<AuditEntry>> {
  const where = input.action ? and(like(operatorAudit.action, `${escapeLike(input.action)}%`)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(operatorAudit).where(where),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    operator: r.operatorName,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    reason: r.reason,
  }));
  return pageOf(list, total?.n ?? 0, input.pageNum, input.pageSize);
}
