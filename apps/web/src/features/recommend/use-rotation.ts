import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  const list = window.matchMedia?.(REDUCED_MOTION);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** Splits `items` into views of `size` (the last view may be shorter). */
export function viewsOf<T>(items: readonly T[], size: number): T[][] {
  const views: T[][] = [];
  for (let i = 0; i < items.length; i += size) views.push(items.slice(i, i + size));
  return views;
}

/**
 * Which view of a carousel is shown: moves on every `intervalMs` unless paused, or when the
 * visitor prefers reduced motion (then only the buttons move it). Wraps around both ways.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const still = usePrefersReducedMotion();
  const auto = !paused && !still && count > 1;
  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [auto, count, intervalMs]);
  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  return { index: count ? index % count : 0, go, setIndex, rotating: auto, reducedMotion: still };
}
