import { randomInt, randomUUID } from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { userAgreements, users, type UserRow } from './tables.ts';

/**
 * The user table and its row's columns, for a read joined to the caller's own rows in one statement
 * (the session lookup of every signed-in call, issue 15). Never for a write: users change here.
 */
export const userRowSource = { table: users, columns: getTableColumns(users) };

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((r) => r[0]);
}

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .then((r) => r[0]);
}

export function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1)
    .then((r) => r[0]);
}

export function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.googleSub, sub))
    .limit(1)
    .then((r) => r[0]);
}

/** The account whose invite code is `idCode` (upper case), or undefined. */
export function findUserByIdCode(db: Database, idCode: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.idCode, idCode))
    .limit(1)
    .then((r) => r[0]);
}

const ID_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character invite code without look-alike characters (32^8 ≈ 10^12 codes). */
function newIdCode(): string {
  return Array.from({ length: 8 }, () => ID_CODE_ALPHABET[randomInt(0, ID_CODE_ALPHABET.length)]).join('');
}

export interface NewUser {
  email?: string;
  phone?: string;
  googleSub?: string;
  googleEmail?: string | null;
  passwordHash?: string | null;
  marketingConsent?: boolean;
  /** Protocol codes agreed to at sign-up (000, 001). */
  agreements?: readonly string[];
  now: Date;
}

/**
 * Creates an account; null when its email, phone or Google sub is already taken (a concurrent
 * sign-up won). An invite-code collision is retried with a new code.
 */
export async function createUser(db: Database, input: NewUser): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email ?? null,
          phone: input.phone ?? null,
          googleSub: input.googleSub ?? null,
          googleEmail: input.googleEmail ?? null,
          passwordHash: input.passwordHash ?? null,
          idCode: newIdCode(),
          marketingConsent: input.marketingConsent ?? false,
          marketingConsentAt: input.marketingConsent ? input.now : null,
          createdAt: input.now,
          passwordChangedAt: input.passwordHash ? input.now : null,
        })
        .onConflictDoNothing()
        .returning();
      if (row && input.agreements?.length) {
        await tx
          .insert(userAgreements)
          .values(
            input.agreements.map((protocolCode) => ({ userId: row.id, protocolCode, agreedAt: input.now })),
          );
      }
      return row;
    });
    if (created) return created;
    const taken = input.email
      ? await findUserByEmail(db, input.email)
      : input.phone
        ? await findUserByPhone(db, input.phone)
        : input.googleSub
          ? await findUserByGoogleSub(db, input.googleSub)
          : undefined;
    if (taken) return null;
  }
  throw new Error('could not draw a free invite code');
}

export async function setPasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

/** Keeps a stronger hash of the same password (rehash at login); not a password change. */
export async function replacePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
