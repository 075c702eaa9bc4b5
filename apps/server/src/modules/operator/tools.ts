import { tools as catalogTools } from '@toolbox/catalog';
import {
  adListCodes,
  type Edition,
  type OpFunc,
  type OpFuncSettings,
  type OpPicks,
  type PickList,
} from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import { dropCached } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { funcPicks, replaceFuncPicks } from '../banner/func-picks.ts';
import {
  allFuncRows,
  knownFuncCodes,
  lockFuncRow,
  writeFuncSettings,
  type FuncRow,
} from '../func/operator-settings.ts';
import { audit, type Actor } from './audit.ts';
import { operatorMessages } from './messages.ts';
import { withOverride } from './overrides.ts';
import { funcOverrides, type FuncOverrideRow } from './tables.ts';

type SettingKey = keyof OpFuncSettings;
const settingKeys: readonly SettingKey[] = ['enabled', 'openLevel', 'price', 'point', 'freeCount', 'wang'];

/** The override column of each setting (`enabled` is the override of `built`). */
const overrideColumn = {
  enabled: 'enabled',
  openLevel: 'openLevel',
  price: 'price',
  point: 'point',
  freeCount: 'freeCount',
  wang: 'wang',
} as const satisfies Record<SettingKey, keyof FuncOverrideRow>;

const catalogueByCode = new Map(catalogTools.map((t) => [t.code, t]));

function settingsOf(
  row: Pick<FuncRow, 'built' | 'openLevel' | 'price' | 'point' | 'freeCount' | 'wang'>,
): OpFuncSettings {
  return {
    enabled: row.built,
    openLevel: row.openLevel,
    price: Number(row.price),
    point: row.point,
    freeCount: row.freeCount,
    wang: row.wang,
  };
}

function present(row: FuncRow, override: FuncOverrideRow | undefined): OpFunc {
  const def = catalogueByCode.get(row.code);
  // A tool the catalogue no longer (or never) lists: its own row stands for the catalogue.
  const catalogue = def ? settingsOf(def) : settingsOf(withoutOverride(row, override));
  return {
    code: row.code,
    name: row.names.en,
    category: row.categoryCode,
    built: def ? def.built : row.built || override?.enabled === false,
    current: settingsOf(row),
    catalogue,
    overridden: override ? settingKeys.filter((k) => override[overrideColumn[k]] !== null) : [],
  };
}

/** The row as the catalogue would have it, for tools outside the catalogue (tests' own tools). */
function withoutOverride(row: FuncRow, override: FuncOverrideRow | undefined): FuncRow {
  if (!override) return row;
  return { ...row, built: override.enabled === false ? true : row.built };
}

/** Every tool, built or not, in catalogue order, with its current and catalogue settings. */
export async function listFuncs(db: Database): Promise<OpFunc[]> {
  const [rows, overrides] = await Promise.all([allFuncRows(db), db.select().from(funcOverrides)]);
  const byCode = new Map(overrides.map((o) => [o.code, o]));
  return rows.map((row) => present(row, byCode.get(row.code)));
}

/**
 * Changes a tool's settings (or gives some back to the catalogue's values): the override is kept
 * (the start's seed applies it again), the `func` row is updated in the same transaction, and the
 * change is audited with the settings before and after. The catalogue in memory is dropped in every
 * process by the change feed, so users see the new price or level on their next call.
 */
export async function updateFunc(
  db: Database,
  actor: Actor,
  input: { code: string; set: Partial<OpFuncSettings>; reset: SettingKey[]; reason: string },
  now: Date,
): Promise<OpFunc> {
  const result = await db.transaction(async (tx) => {
    const row = await lockFuncRow(tx, input.code);
    if (!row) throw new AppError('40400', operatorMessages.unknownFunc, { code: input.code });
    const [old] = await tx.select().from(funcOverrides).where(eq(funcOverrides.code, input.code));
    const before = present(row, old);
    if (input.set.enabled === true && !before.built) {
      throw new AppError('40000', operatorMessages.notBuilt, { code: input.code });
    }
    const next: Omit<FuncOverrideRow, 'code' | 'updatedAt'> = {
      enabled: old?.enabled ?? null,
      openLevel: old?.openLevel ?? null,
      price: old?.price ?? null,
      point: old?.point ?? null,
      freeCount: old?.freeCount ?? null,
      wang: old?.wang ?? null,
    };
    for (const key of settingKeys) {
      const value = input.set[key];
      if (value !== undefined) (next as Record<string, unknown>)[overrideColumn[key]] = value;
    }
    for (const key of input.reset) next[overrideColumn[key]] = null;
    // A setting equal to the catalogue's is no override: "on" is the catalogue's state of a built tool.
    if (next.enabled === true) next.enabled = null;
    for (const key of settingKeys) {
      if (key !== 'enabled' && next[overrideColumn[key]] === before.catalogue[key])
        next[overrideColumn[key]] = null;
    }
    const override: FuncOverrideRow = { code: row.code, ...next, updatedAt: now };
    const base = { ...row, ...catalogueSettings(before.catalogue) };
    const updated = withOverride(base, override);
    if (Object.values(next).every((v) => v === null)) {
      await tx.delete(funcOverrides).where(eq(funcOverrides.code, row.code));
    } else {
      await tx
        .insert(funcOverrides)
        .values(override)
        .onConflictDoUpdate({ target: funcOverrides.code, set: { ...next, updatedAt: now } });
    }
    const written = await writeFuncSettings(
      tx,
      row.code,
      {
        built: updated.built,
        openLevel: updated.openLevel,
        price: updated.price,
        point: updated.point,
        freeCount: updated.freeCount,
        wang: updated.wang,
      },
      now,
    );
    const after = present(written, Object.values(next).every((v) => v === null) ? undefined : override);
    await audit(
      tx,
      actor,
      {
        action: 'func.update',
        target: row.code,
        before: before.current,
        after: after.current,
        reason: input.reason,
      },
      now,
    );
    return after;
  });
  dropCached(db, ['func']);
  return result;
}

function catalogueSettings(s: OpFuncSettings) {
  return {
    built: s.enabled,
    openLevel: s.openLevel,
    price: s.price,
    point: s.point,
    freeCount: s.freeCount,
    wang: s.wang,
  };
}

const listCodeOf: Record<PickList, string> = { recommend: adListCodes.recommend, mascot: adListCodes.mascot };

const editionsOf = (edition: Edition) => ['all', edition] as const;

function picksOf(db: Database, list: PickList, edition: Edition): Promise<string[]> {
  return funcPicks(db, listCodeOf[list], [...editionsOf(edition)]);
}

/** The carousel's and the mascot's tools of this edition, in order. */
export async function readPicks(db: Database, edition: Edition): Promise<OpPicks> {
  const [recommend, mascot] = await Promise.all([
    picksOf(db, 'recommend', edition),
    picksOf(db, 'mascot', edition),
  ]);
  return { recommend, mascot };
}

/**
 * Replaces a pick list of this edition (its tool items, shared 'all' ones included) by `codes` in
 * that order, audited. Unknown tools are refused; the lists are served from memory and dropped by
 * the change feed.
 */
export async function savePicks(
  db: Database,
  actor: Actor,
  input: { list: PickList; codes: string[]; reason: string },
  edition: Edition,
  now: Date,
): Promise<OpPicks> {
  const codes = [...new Set(input.codes)];
  await db.transaction(async (tx) => {
    const known = await knownFuncCodes(tx, codes);
    const missing = codes.find((c) => !known.has(c));
    if (missing) throw new AppError('40400', operatorMessages.unknownFunc, { code: missing });
    const before = await picksOf(tx, input.list, edition);
    await replaceFuncPicks(tx, listCodeOf[input.list], [...editionsOf(edition)], codes, now);
    await audit(
      tx,
      actor,
      {
        action: `picks.${input.list}`,
        target: listCodeOf[input.list],
        before,
        after: codes,
        reason: input.reason,
      },
      now,
    );
  });
  dropCached(db, ['ad_item']);
  return readPicks(db, edition);
}
