import {
  Code,
  MAX_FAVOURITES,
  type Favourite,
  type FavouriteBatchRequest,
  type Locale,
} from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { queryFuncs } from '../func/service.ts';
import { favouriteMessages } from './messages.ts';
import {
  deleteFavourite,
  favouriteRows,
  insertFavourite,
  renumberFavourites,
  withFavouritesLock,
} from './repository.ts';

/**
 * The user's favourites that are listed functions, with the function's fields, numbered 1..n as
 * shown. Favourites of a function that is no longer listed stay stored (it may come back) but are
 * not shown.
 */
export async function listFavourites(db: Database, userId: string, locale: Locale): Promise<Favourite[]> {
  const [rows, funcs] = await Promise.all([favouriteRows(db, userId), queryFuncs(db, '', locale)]);
  const byCode = new Map(funcs.map((f) => [f.code, f]));
  const shown: Favourite[] = [];
  for (const row of rows) {
    const func = byCode.get(row.funcCode);
    if (func) shown.push({ ...func, funcCode: row.funcCode, orderNumber: shown.length + 1 });
  }
  return shown;
}

/** `codes` with `code` taken out and put back at the 1-based place `at` (clamped to the list). */
function placed(codes: readonly string[], code: string, at: number): string[] {
  const rest = codes.filter((c) => c !== code);
  const index = Math.min(Math.max(at - 1, 0), rest.length);
  return [...rest.slice(0, index), code, ...rest.slice(index)];
}

/**
 * save-or-update: adds a listed function at the end of the favourites (or leaves it where it is);
 * with `orderNumber`, moves it to that place. 40400 for a function that is not listed.
 */
export async function saveFavourite(
  db: Database,
  userId: string,
  input: { funcCode: string; orderNumber?: number | undefined },
  locale: Locale,
): Promise<Favourite[]> {
  await queryFuncs(db, input.funcCode, locale); // 40400 unless listed
  await withFavouritesLock(db, userId, async (tx) => {
    const rows = await favouriteRows(tx, userId);
    const codes = rows.map((r) => r.funcCode);
    const known = codes.includes(input.funcCode);
    if (!known && rows.length >= MAX_FAVOURITES) {
      throw new AppError(Code.badRequest, favouriteMessages.tooMany, { max: MAX_FAVOURITES });
    }
    if (!known) await insertFavourite(tx, userId, input.funcCode, rows.length + 1);
    if (input.orderNumber === undefined) return;
    const after = known ? rows : await favouriteRows(tx, userId);
    const order = placed(
      after.map((r) => r.funcCode),
      input.funcCode,
      input.orderNumber,
    );
    await renumberFavourites(tx, userId, after, order);
  });
  return listFavourites(db, userId, locale);
}

/**
 * batch-update: the order the user saved in the Sort dialog. Favourites the list leaves out (added
 * elsewhere meanwhile) follow in their present order; codes that are no longer favourites are
 * ignored, never added back.
 */
export async function reorderFavourites(
  db: Database,
  userId: string,
  itemList: FavouriteBatchRequest['itemList'],
  locale: Locale,
): Promise<Favourite[]> {
  const wanted = itemList
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.orderNumber - b.orderNumber || a.index - b.index)
    .map((item) => item.funcCode);
  await withFavouritesLock(db, userId, async (tx) => {
    const rows = await favouriteRows(tx, userId);
    const present = new Set(rows.map((r) => r.funcCode));
    const first = [...new Set(wanted)].filter((code) => present.has(code));
    const listed = new Set(first);
    const rest = rows.map((r) => r.funcCode).filter((code) => !listed.has(code));
    await renumberFavourites(tx, userId, rows, [...first, ...rest]);
  });
  return listFavourites(db, userId, locale);
}

/** del: removes one favourite (none: nothing changes) and numbers the rest 1..n again. */
export async function removeFavourite(
  db: Database,
  userId: string,
  funcCode: string,
  locale: Locale,
): Promise<Favourite[]> {
  await withFavouritesLock(db, userId, async (tx) => {
    if (!(await deleteFavourite(tx, userId, funcCode))) return;
    const rows = await favouriteRows(tx, userId);
    await renumberFavourites(
      tx,
      userId,
      rows,
      rows.map((r) => r.funcCode),
    );
  });
  return listFavourites(db, userId, locale);
}
