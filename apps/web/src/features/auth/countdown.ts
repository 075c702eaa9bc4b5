import { useCallback, useEffect, useState } from 'react';

/** The spec's resend wait for SMS and e-mail codes (section 9). */
export const RESEND_SECONDS = 60;

/** Whole seconds left until `deadline` (epoch ms), never negative. */
export function secondsLeft(deadline: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A resend lock: `start()` locks for `seconds`, `remaining` counts down once a second and the lock
 * opens at 0. Based on a deadline, so a throttled background tab still opens on time.
 */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) setDeadline(0);
    };
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, [seconds]);
  const reset = useCallback(() => setDeadline(0), []);

  const remaining = deadline === 0 ? 0 : secondsLeft(deadline, now);
  return { remaining, running: remaining > 0, start, reset };
}
