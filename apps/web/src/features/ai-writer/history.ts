/** One result kept in the browser. */
export interface WriterResult {
  id: string;
  /** Milliseconds since the epoch. */
  time: number;
  /** A few words of what was asked (the topic or the first item). */
  summary: string;
  text: string;
}

/** Results kept per writer: the newest first. */
export const HISTORY_SIZE = 10;

const key = (code: string) => `toolbox.writer.${code}`;

/** The writer's last results as kept in this browser (none when storage is unreadable). */
export function readHistory(code: string): WriterResult[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key(code)) ?? '[]');
    return Array.isArray(list)
      ? list.filter((r): r is WriterResult => typeof r?.text === 'string' && typeof r?.time === 'number')
      : [];
  } catch {
    return [];
  }
}

/** Keeps a result first in the list, at most HISTORY_SIZE; returns the new list. Never throws (full or blocked storage). */
export function addToHistory(code: string, result: WriterResult): WriterResult[] {
  const list = [result, ...readHistory(code).filter((r) => r.id !== result.id)].slice(0, HISTORY_SIZE);
  try {
    localStorage.setItem(key(code), JSON.stringify(list));
  } catch {
    // kept for this page only
  }
  return list;
}

export function clearHistory(code: string): void {
  try {
    localStorage.removeItem(key(code));
  } catch {
    // nothing kept
  }
}
