/** Opened tabs we keep refreshing; null where the browser blocked the pop-up. */
export interface TabTargets {
  windows: Array<Window | null>;
}

/**
 * Opens each URL in its own named tab. The opener link is kept on purpose: browsers only let a
 * page navigate a cross-origin tab it opened, and reloading is exactly that navigation.
 */
export function openTabs(urls: readonly string[]): TabTargets {
  return { windows: urls.map((url, i) => window.open(url, `toolbox-refresh-${i}`)) };
}

/** Loads each URL again in its tab; returns how many tabs can no longer be refreshed. */
export function refreshTabs(targets: TabTargets, urls: readonly string[]): number {
  let lost = 0;
  targets.windows.forEach((w, i) => {
    if (!w) return;
    try {
      if (w.closed) throw new Error('closed');
      w.location.href = urls[i]!;
    } catch {
      // Closed by the user, or the browser refused the navigation: skip it from now on.
      targets.windows[i] = null;
      lost += 1;
    }
  });
  return lost;
}

/** Closes the tabs we opened. */
export function closeTabs(targets: TabTargets): void {
  for (const w of targets.windows) if (w && !w.closed) w.close();
}
