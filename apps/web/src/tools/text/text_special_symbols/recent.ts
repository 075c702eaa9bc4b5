const KEY = 'toolbox.symbols.recent';
/** How many recently used symbols are remembered. */
export const RECENT_MAX = 32;

/** Recently copied symbols, newest first (empty when storage is unavailable). */
export function loadRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts `symbol` first, drops duplicates, keeps the newest RECENT_MAX, and saves. */
export function pushRecent(list: string[], symbol: string): string[] {
  const next = [symbol, ...list.filter((s) => s !== symbol)].slice(0, RECENT_MAX);
  saveRecent(next);
  return next;
}

export function saveRecent(list: string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* private mode: remembered for this visit only */
  }
}
