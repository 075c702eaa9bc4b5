import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GlobalHotkey } from './global-hotkey.ts';
import { pressKeys } from './press-keys.ts';

// The real X11 shortcut: a grab on an Xvfb display (as the e2e and the screenshot tool's test use),
// keys pressed through the X server's test extension (xdotool, or libXtst without it), seen by the
// worker's loop.
const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((folder) => existsSync(join(folder, name)));
const missing = ['Xvfb'].filter((name) => !onPath(name));
const why = 'Xvfb is not installed (Debian: apt-get install xvfb); scripts/test.sh installs it';
const display = `:${60 + (process.pid % 19)}`;
let xvfb: ChildProcess | undefined;
const savedDisplay = process.env.DISPLAY;
const hotkeys: GlobalHotkey[] = [];

beforeAll(async () => {
  if (missing.length || process.platform !== 'linux') return;
  xvfb = spawn('Xvfb', [display, '-screen', '0', '640x480x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !existsSync(`/tmp/.X11-unix/X${display.slice(1)}`); i++)
    await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  for (const hotkey of hotkeys) await hotkey.close();
  xvfb?.kill();
  if (savedDisplay === undefined) delete process.env.DISPLAY;
  else process.env.DISPLAY = savedDisplay;
});

/** A hotkey whose worker sees `displayName` (a worker copies the environment when it starts). */
function hotkeyOn(displayName: string | undefined, onPress: () => void): GlobalHotkey {
  if (displayName === undefined) delete process.env.DISPLAY;
  else process.env.DISPLAY = displayName;
  const hotkey = new GlobalHotkey(onPress);
  hotkeys.push(hotkey);
  return hotkey;
}
const press = (keys: string) => pressKeys(display, keys);
const settle = () => new Promise((r) => setTimeout(r, 300));

it('fires on ctrl+alt+K pressed anywhere, re-registers, refuses a taken combination, and unregisters', async (ctx) => {
  ctx.skip(process.platform !== 'linux', 'the X11 shortcut is Linux only');
  ctx.skip(missing.length > 0, why);
  let presses = 0;
  const hotkey = hotkeyOn(display, () => presses++);
  expect(await hotkey.register({ ctrl: true, alt: true, shift: false, key: 'K' })).toEqual({ ok: true });
  press('ctrl+alt+k');
  await expect.poll(() => presses).toBe(1);
  // With Num Lock on (Mod2) the grab still fires; other combinations do not.
  press('Num_Lock');
  press('ctrl+alt+k');
  press('Num_Lock');
  await expect.poll(() => presses).toBe(2);
  press('ctrl+k');
  press('alt+k');
  await settle();
  expect(presses).toBe(2);

  // Another program (its own X connection) cannot take the same combination.
  const other = hotkeyOn(display, () => {});
  expect(await other.register({ ctrl: true, alt: true, shift: false, key: 'K' })).toMatchObject({
    ok: false,
    why: 'taken',
  });
  press('ctrl+alt+k');
  await expect.poll(() => presses).toBe(3);

  // Re-registering moves the shortcut: the old combination is free again.
  expect(await hotkey.register({ ctrl: true, alt: false, shift: true, key: '7' })).toEqual({ ok: true });
  press('ctrl+alt+k');
  await settle();
  expect(presses).toBe(3);
  press('ctrl+shift+7');
  await expect.poll(() => presses).toBe(4);
  expect(await other.register({ ctrl: true, alt: true, shift: false, key: 'K' })).toEqual({ ok: true });
  await other.unregister();

  await hotkey.unregister();
  press('ctrl+shift+7');
  await settle();
  expect(presses).toBe(4);
});

it('says the shortcut is unavailable without an X display', async (ctx) => {
  ctx.skip(process.platform !== 'linux', 'the X11 shortcut is Linux only');
  const hotkey = hotkeyOn(undefined, () => {});
  expect(await hotkey.register({ ctrl: true, alt: true, shift: false, key: 'K' })).toEqual({
    ok: false,
    why: 'unavailable',
    detail: 'DISPLAY is not set: global shortcuts need an X11 session',
  });
});
