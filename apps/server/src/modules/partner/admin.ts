import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { openCalls, openPartners } from './tables.ts';

/** A partner as the operator console lists it: never its secret. */
export interface PartnerRow {
  openId: string;
  name: string;
  enabled: boolean;
  expiresAt: Date | null;
  createdAt: Date;
  calls: number;
}

/** A new signing secret: 32 random bytes, hex (what the partner's HMAC-SHA256 key is). */
export function newPartnerSecret(): string {
  return randomBytes(32).toString('hex');
}

export async function listPartnerRows(db: Database): Promise<PartnerRow[]> {
  const [partners, calls] = await Promise.all([
    db.select().from(openPartners).orderBy(asc(openPartners.openId)),
    db.select({ openId: openCalls.openId, n: count() }).from(openCalls).groupBy(openCalls.openId),
  ]);
  const callsOf = new Map(calls.map((c) => [c.openId, c.n]));
  return partners.map((p) => ({
    openId: p.openId,
    name: p.name,
    enabled: p.enabled,
    expiresAt: p.expiresAt,
    createdAt: p.createdAt,
    calls: callsOf.get(p.openId) ?? 0,
  }));
}

export async function findPartnerRow(db: Database, openId: string): Promise<PartnerRow | null> {
  return (await listPartnerRows(db)).find((p) => p.openId === openId) ?? null;
}

/** Adds a partner with `secret`, or changes its name, state and end (the secret stays). */
export async function writePartnerRow(
  db: Database,
  fields: { openId: string; name: string; enabled: boolean; expiresAt: Date | null },
  secret: string | null,
  now: Date,
): Promise<void> {
  if (secret) {
    await db.insert(openPartners).values({ ...fields, secret, createdAt: now });
    return;
  }
  await db
    .update(openPartners)
    .set({ name: fields.name, enabled: fields.enabled, expiresAt: fields.expiresAt })
    .where(eq(openPartners.openId, fields.openId));
}

export async function setPartnerSecret(db: Database, openId: string, secret: string): Promise<void> {
  await db.update(openPartners).set({ secret }).where(eq(openPartners.openId, openId));
}
