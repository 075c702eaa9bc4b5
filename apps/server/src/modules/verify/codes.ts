import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { MINUTE } from '../session/clock.ts';
import { verifyCodes, type VerifyCodeRow } from './tables.ts';

/** Codes live 10 minutes; the 5th wrong try burns one. */
export const CODE_LIFE_MS = 10 * MINUTE;
export const MAX_CODE_TRIES = 5;

function codeHash(id: string, code: string): string {
  // Salted by the row id; the short life and the try limit are what protect a 6-digit code.
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/** A random id for codes, captchas and QR logins (128 bits, base64url). */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

export interface IssuedCode {
  id: string;
  /** The 6 digits to deliver. */
  code: string;
  expiresAt: Date;
}

/**
 * Issues a 6-digit code from the CSPRNG for a target and purpose, voiding any older live one
 * (only the newest code works).
 */
export async function issueCode(
  db: Database,
  input: { channel: 'email' | 'sms'; purpose: string; target: string; ticket?: string; now: Date },
): Promise<IssuedCode> {
  const id = randomId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(input.now.getTime() + CODE_LIFE_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(verifyCodes)
      .set({ voidedAt: input.now })
      .where(
        and(
          eq(verifyCodes.target, input.target),
          eq(verifyCodes.purpose, input.purpose),
          isNull(verifyCodes.usedAt),
          isNull(verifyCodes.voidedAt),
        ),
      );
    await tx.insert(verifyCodes).values({
      id,
      channel: input.channel,
      purpose: input.purpose,
      target: input.target,
      codeHash: codeHash(id, code),
      ticket: input.ticket ?? null,
      createdAt: input.now,
      expiresAt,
    });
  });
  return { id, code, expiresAt };
}

/** Voids a code whose delivery failed. */
export async function voidCode(db: Database, id: string, now: Date): Promise<void> {
  await db.update(verifyCodes).set({ voidedAt: now }).where(eq(verifyCodes.id, id));
}

/**
 * Checks and uses up a code. Every try counts (so at most 5 guesses per code), a right one is
 * marked used in the same conditional update that guards against a replay racing it.
 */
export async function consumeCode(
  db: Database,
  input: { id: string; purpose: string; target: string; code: string; ticket?: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(
      and(
        eq(verifyCodes.id, input.id),
        isNull(verifyCodes.usedAt),
        isNull(verifyCodes.voidedAt),
        lt(verifyCodes.attempts, MAX_CODE_TRIES),
      ),
    )
    .returning();
  if (!row || !matches(row, input)) return false;
  const used = await db
    .update(verifyCodes)
    .set({ usedAt: input.now })
    .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.usedAt), isNull(verifyCodes.voidedAt)))
    .returning({ id: verifyCodes.id });
  return used.length === 1;
}

function matches(
  row: VerifyCodeRow,
  input: { purpose: string; target: string; code: string; ticket?: string; now: Date },
): boolean {
  if (row.purpose !== input.purpose || row.target !== input.target) return false;
  if (row.expiresAt.getTime() <= input.now.getTime()) return false;
  if (input.ticket !== undefined && row.ticket !== input.ticket) return false;
  if (!/^\d{6}$/.test(input.code)) return false;
  const a = Buffer.from(codeHash(row.id, input.code), 'hex');
  const b = Buffer.from(row.codeHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
