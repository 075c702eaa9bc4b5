import type { Database } from '../../db/open.ts';
import { funcOverrides, type FuncOverrideRow } from './tables.ts';

/** The tool settings an operator may change, as the `func` table names them. */
export interface FuncSettings {
  built: boolean;
  openLevel: number;
  price: number;
  point: number;
  freeCount: number;
  wang: boolean;
}

/** Every operator override by tool code. */
export async function readFuncOverrides(db: Database): Promise<Map<string, FuncOverrideRow>> {
  const rows = await db.select().from(funcOverrides);
  return new Map(rows.map((r) => [r.code, r]));
}

/**
 * A tool's settings with an operator's override laid over the catalogue's: a null field keeps the
 * catalogue's value; `enabled: false` turns a built tool off (an unbuilt tool cannot be turned on).
 */
export function withOverride<T extends FuncSettings>(row: T, override: FuncOverrideRow | undefined): T {
  if (!override) return row;
  return {
    ...row,
    built: row.built && override.enabled !== false,
    openLevel: override.openLevel ?? row.openLevel,
    price: override.price ?? row.price,
    point: override.point ?? row.point,
    freeCount: override.freeCount ?? row.freeCount,
    wang: override.wang ?? row.wang,
  };
}
