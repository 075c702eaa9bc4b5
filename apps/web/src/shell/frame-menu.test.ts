import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameMenuOpen, wireFrameMenu } from './frame-menu.ts';

/** The parts of the server's first frame (apps/server/src/http/first-frame.ts) the toggle needs. */
function serveFrame() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    '<div class="app first-frame"><header class="top-bar">' +
    '<button type="button" class="icon-button menu-toggle" aria-label="Show the tool menu"></button>' +
    '<a href="/" class="brand">Toolbox</a></header>' +
    '<div class="app-body"><div class="left-menu"></div><main id="main"></main></div></div>';
  document.body.append(root);
  const toggle = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
  const menu = root.querySelector<HTMLElement>('.left-menu')!;
  return { root, toggle, menu, backdrop: () => root.querySelector<HTMLElement>('.drawer-backdrop') };
}

const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

describe('the first frame’s menu toggle', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
    document.body.classList.remove('no-scroll');
  });

  it('opens the frame’s drawer and says so; a second tap closes it', () => {
    const { toggle, menu, backdrop } = serveFrame();
    wireFrameMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(frameMenuOpen()).toBe(false);

    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('is-open')).toBe(true);
    expect(backdrop()).not.toBeNull();
    expect(document.body.classList.contains('no-scroll')).toBe(true);
    expect(frameMenuOpen()).toBe(true);

    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.classList.contains('is-open')).toBe(false);
    expect(backdrop()).toBeNull();
    expect(document.body.classList.contains('no-scroll')).toBe(false);
    expect(frameMenuOpen()).toBe(false);
  });

  it('closes from the backdrop, and from Escape with focus back on the toggle', () => {
    const { toggle, backdrop } = serveFrame();
    wireFrameMenu();
    toggle.click();
    backdrop()!.click();
    expect(frameMenuOpen()).toBe(false);

    toggle.click();
    toggle.blur();
    escape();
    expect(frameMenuOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  // jsdom does not tell a pointer's focus from the keyboard's: :focus-visible is stubbed.
  for (const [how, visible, open] of [
    ['a tap', false, true],
    ['the keyboard', true, false],
  ] as const) {
    it(`before it ran, focus left on the toggle by ${how} ${open ? 'opens' : 'does not open'} the drawer`, () => {
      const { toggle } = serveFrame();
      toggle.focus();
      vi.spyOn(toggle, 'matches').mockImplementation((selector) => selector === ':focus-visible' && visible);
      wireFrameMenu();
      expect(frameMenuOpen()).toBe(open);
    });
  }

  it('does nothing without a frame, and the app finds no open drawer', () => {
    wireFrameMenu();
    expect(frameMenuOpen()).toBe(false);
    expect(document.querySelector('.drawer-backdrop')).toBeNull();
  });

  it('lets Escape go once the app has replaced the frame', () => {
    const { root, toggle } = serveFrame();
    wireFrameMenu();
    toggle.click();
    root.replaceChildren();
    escape();
    expect(toggle.getAttribute('aria-expanded')).toBe('true'); // no longer answered
  });
});
