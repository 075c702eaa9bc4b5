import type { VipLevel } from '@toolbox/contracts';

/** A price as the spec shows it: yuan in the Chinese edition, dollars in the international one. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A server time (ISO) as a local date and time, or the raw text when it cannot be read. */
export function formatTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Price of a level for a period; null = free. */
export function levelPrice(level: VipLevel, cycle: 'monthly' | 'quarterly' | 'yearly'): number | null {
  if (cycle === 'monthly') return level.monthlyPrice;
  if (cycle === 'quarterly') return level.quarterPrice;
  return level.yearlyPrice;
}

/** True while a paid level's period is running at `now`. */
export function isActive(period: { startTime: string; endTime: string }, now = Date.now()): boolean {
  return new Date(period.startTime).getTime() <= now && now < new Date(period.endTime).getTime();
}
