/**
 * The phone's menu toggle in the server's first frame (apps/server/src/http/first-frame.ts): a tap on
 * it before the app runs opens the frame's drawer (empty until the app fills it), and the app starts
 * with its drawer as the visitor left the frame's (`frameMenuOpen`). Without this the tap was lost:
 * the frame's button did nothing and the app then replaced it with a closed menu.
 */

const FRAME = '#root > .first-frame';

/** The frame's toggle and its drawer, while the frame is on the page. */
function frameParts() {
  const frame = document.querySelector<HTMLElement>(FRAME);
  const toggle = frame?.querySelector<HTMLButtonElement>('.top-bar .menu-toggle');
  const menu = frame?.querySelector<HTMLElement>('.left-menu');
  return toggle && menu ? { toggle, menu } : null;
}

/**
 * Makes the frame's toggle a disclosure button for the frame's drawer, as the app's is: it says
 * whether the drawer is open (`aria-expanded`), the backdrop and Escape close it. Run by the starter
 * (`after-paint.ts`), the page's first script; the page allows no inline script.
 */
export function wireFrameMenu(): void {
  const parts = frameParts();
  if (!parts) return;
  const { toggle, menu } = parts;
  const backdrop = document.createElement('div');
  backdrop.className = 'drawer-backdrop';
  backdrop.setAttribute('aria-hidden', 'true');

  const show = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('is-open', open);
    if (open) menu.before(backdrop);
    else backdrop.remove();
    document.body.classList.toggle('no-scroll', open);
  };
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

  toggle.addEventListener('click', () => show(!isOpen()));
  backdrop.addEventListener('click', () => show(false));
  const onKey = (event: KeyboardEvent) => {
    if (!toggle.isConnected) {
      document.removeEventListener('keydown', onKey); // the app has replaced the frame
      return;
    }
    if (event.key !== 'Escape' || !isOpen()) return;
    show(false);
    toggle.focus();
  };
  document.addEventListener('keydown', onKey);

  // A tap that came before this script ran left no event to answer, but it left focus on the
  // button; focus from a pointer does not match :focus-visible, focus from the keyboard does.
  show(document.activeElement === toggle && !toggle.matches(':focus-visible'));
}

/** Whether the visitor left the frame's drawer open: the app's layout then starts with it open. */
export function frameMenuOpen(): boolean {
  return frameParts()?.toggle.getAttribute('aria-expanded') === 'true';
}
