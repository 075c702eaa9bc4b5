/**
 * The spec's payment family of calls lives under a prefix that a helper picks at random among three
 * (section 7); the server answers on all of them. Kept equal to `paymentPrefixes` of the contracts
 * by a test; written out here so the top bar's credits need no zod.
 */
export const PAY_PREFIXES = ['/ut/v1', '/ut/i2', '/ut/p3'] as const;

/** `/ut/v1/create-order`, `/ut/p3/create-order`...: one of the three prefixes, chosen at random. */
export function payPath(operation: string, random: () => number = Math.random): string {
  const index = Math.min(PAY_PREFIXES.length - 1, Math.floor(random() * PAY_PREFIXES.length));
  return `${PAY_PREFIXES[index]}/${operation.replace(/^\//, '')}`;
}

/**
 * The browser's `getTimezoneOffset()` (China -480), which the credits calls expect: the user's
 * day for daily credits and free uses is the server's time minus this many minutes.
 */
export function timezoneOffset(date: Date = new Date()): number {
  return date.getTimezoneOffset();
}
