import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { storedFiles, type NewStoredFile, type StoredFileRow } from './tables.ts';

// What other modules (the task worker and presenter) ask of stored files. `db` may be a
// transaction, so a caller's write here commits or rolls back with the rest of its work.

/** A stored file by id, whoever owns it, or undefined. */
export async function findStoredFile(db: Database, fileId: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row;
}

/** The name of a stored file, or undefined when it is gone. */
export async function storedFileName(db: Database, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row?.name;
}

/** Records finished files (a task's result and its preview) in one insert. */
export async function insertStoredFiles(db: Database, rows: NewStoredFile[]): Promise<void> {
  await db.insert(storedFiles).values(rows);
}
