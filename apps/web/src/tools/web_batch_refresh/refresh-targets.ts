/** Opened tabs we keep refreshing; null where the browser blocked the pop-up. */
export interface TabTargets {
  windows: Array<Window | null>;
}

/**
 * Opens each URL in its own named tab. The tab starts on about:blank (same origin) so we can
 * cut `opener` before the real page loads: the page cannot reach back into this one.
 */
export function openTabs(urls: readonly string[]): TabTargets {
  const windows = urls.map((url, i) => {
    const w = window.open('about:blank', `toolbox-refresh-${i}`);
    if (!w) return null;
    try {
      w.opener = null;
    } catch {
      // Some browsers make opener read-only; the page is still navigated below.
    }
    w.location.href = url;
    return w;
  });
  return { windows };
}

/** Loads each URL again in its tab (allowed across origins); returns how many tabs are closed. */
export function refreshTabs(targets: TabTargets, urls: readonly string[]): number {
  let closed = 0;
  targets.windows.forEach((w, i) => {
    if (!w) return;
    if (w.closed) {
      closed += 1;
      return;
    }
    w.location.href = urls[i]!;
  });
  return closed;
}

/** Closes the tabs we opened. */
export function closeTabs(targets: TabTargets): void {
  for (const w of targets.windows) if (w && !w.closed) w.close();
}
