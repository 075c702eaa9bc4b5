/** `datetime-local` values (the operator's own clock) to and from the server's ISO instants. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO instant of a `datetime-local` value; null when empty; undefined when not a date. */
export function fromLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export const EDITIONS = ['all', 'cn', 'intl'] as const;
export type EditionChoice = (typeof EDITIONS)[number];
