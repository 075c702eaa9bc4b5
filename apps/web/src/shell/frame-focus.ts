/** How long after the app starts a control may still appear to take back the frame's focus. */
const CARRY_MS = 10_000;

/**
 * Keeps keyboard focus when the app replaces the server's first frame: a visitor who pressed Tab
 * (or followed the skip link) before the scripts ran would otherwise find focus dropped to the
 * page's start. Each focusable element of the frame names its twin in the app (`data-twin`, a
 * selector, see `apps/server/src/http/first-frame.ts`); when React removes the focused one, its twin
 * gets focus as soon as it is rendered (a tool's drop zone may come a moment after the page).
 * Focus the visitor moved elsewhere meanwhile is left alone. Returns a function that stops it.
 */
export function carryFrameFocus(root: HTMLElement): () => void {
  const frame = root.querySelector<HTMLElement>(':scope > .first-frame');
  if (!frame) return () => {};
  /** The frame's control that has focus, or had it when the frame was taken away. */
  let pending: { element: HTMLElement; twin: string } | null = null;
  const note = (element: EventTarget | Element | null) => {
    const twin = element instanceof HTMLElement && frame.contains(element) ? element.dataset.twin : undefined;
    pending = element instanceof HTMLElement && twin ? { element, twin } : null;
  };
  const onFocusIn = (event: FocusEvent) => note(event.target);
  // Focus leaving the page's controls: a blur the visitor made (the control is still there a moment
  // later) forgets it; the frame being taken away (Chrome blurs just before removing) keeps it.
  const onFocusOut = (event: FocusEvent) => {
    const element = event.target;
    if (event.relatedTarget || !(element instanceof HTMLElement)) return;
    queueMicrotask(() => {
      if (element.isConnected && pending?.element === element) pending = null;
    });
  };

  const restore = () => {
    if (frame.isConnected) return false;
    if (!pending) return true;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return true;
    const target = root.querySelector<HTMLElement>(pending.twin);
    if (!target || target.getClientRects().length === 0) return false; // not rendered (yet)
    target.focus({ preventScroll: true });
    return true;
  };

  const observer = new MutationObserver(() => {
    if (restore()) stop();
  });
  const timer = window.setTimeout(() => stop(), CARRY_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    root.removeEventListener('focusout', onFocusOut, true);
    root.removeEventListener('focusin', onFocusIn, true);
  }
  note(document.activeElement);
  root.addEventListener('focusout', onFocusOut, true);
  root.addEventListener('focusin', onFocusIn, true);
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
