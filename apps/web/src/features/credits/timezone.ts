/**
 * The browser's `getTimezoneOffset()` (China -480), which the credits calls expect: the user's
 * day for daily credits and free uses is the server's time minus this many minutes.
 */
export function timezoneOffset(date: Date = new Date()): number {
  return date.getTimezoneOffset();
}
