/** Interval bounds: faster than 1 s hammers sites, slower than a day is not a "refresh". */
export const MIN_INTERVAL_S = 1;
export const MAX_INTERVAL_S = 86_400;

export interface SchedulerOptions {
  intervalMs: number;
  /** Stop after this many refreshes; 0 = until stopped. */
  maxRounds: number;
  /** Called for each refresh with its 1-based number. */
  onRefresh: (round: number) => void;
  /** Called once when the run ends by itself (max rounds reached). */
  onDone?: () => void;
  now?: () => number;
}

export interface Scheduler {
  start(): void;
  stop(): void;
  readonly running: boolean;
  readonly rounds: number;
  /** Milliseconds until the next refresh, or null when stopped. */
  msUntilNext(): number | null;
}

/**
 * Calls `onRefresh` every `intervalMs`. Each refresh is scheduled from the planned time of the
 * previous one, so a slow tick or a throttled background timer does not make the run drift.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let rounds = 0;
  let nextAt = 0;

  const schedule = () => {
    timer = setTimeout(tick, Math.max(0, nextAt - now()));
  };
  const tick = () => {
    rounds += 1;
    try {
      options.onRefresh(rounds);
    } catch (e) {
      // One failed refresh must not end the run; report it and keep the schedule.
      console.error(e);
    }
    if (options.maxRounds > 0 && rounds >= options.maxRounds) {
      timer = null;
      options.onDone?.();
      return;
    }
    // Skip missed slots rather than firing a burst after the tab was asleep.
    nextAt += options.intervalMs;
    if (nextAt <= now()) nextAt = now() + options.intervalMs;
    schedule();
  };

  return {
    start() {
      if (timer) return;
      rounds = 0;
      nextAt = now() + options.intervalMs;
      schedule();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    get running() {
      return timer !== null;
    },
    get rounds() {
      return rounds;
    },
    msUntilNext() {
      return timer ? Math.max(0, nextAt - now()) : null;
    },
  };
}

/** One line of the URL list: a usable http(s) URL or the reason it is not. */
export type UrlLine =
  { line: number; text: string; url: string } | { line: number; text: string; issue: 'invalid' | 'scheme' };

/** Reads one URL per line; "example.com" gets https:// added; only http and https are allowed. */
export function parseUrlList(input: string): UrlLine[] {
  const out: UrlLine[] = [];
  input.split(/\r?\n/).forEach((raw, i) => {
    const text = raw.trim();
    if (!text) return;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
    if (!URL.canParse(withScheme)) return out.push({ line: i + 1, text, issue: 'invalid' });
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return out.push({ line: i + 1, text, issue: 'scheme' });
    if (!url.hostname || !/[.:]|^localhost$/i.test(url.hostname))
      return out.push({ line: i + 1, text, issue: 'invalid' });
    out.push({ line: i + 1, text, url: url.href });
  });
  return out;
}
