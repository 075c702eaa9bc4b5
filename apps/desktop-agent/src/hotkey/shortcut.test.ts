import type { KeystoreConfig } from '@toolbox/contracts';
import { expect, it } from 'vitest';
import { BridgeError } from '../bridge/server.ts';
import { combinationOf, win32Combination, x11Combination, type Combination } from './combination.ts';
import { ScreenshotShortcut } from './shortcut.ts';
import { FakeHotkey } from './testing.ts';

// The config → registration rules, against a stand-in for the system that records every call and
// refuses what "another program" holds.
const config = (change: Partial<KeystoreConfig> = {}): KeystoreConfig => ({
  name: 'screenshot',
  enable: true,
  ctrl: true,
  alt: true,
  shift: false,
  keyStr: 'k',
  ...change,
});
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return { title: (error as BridgeError).title, content: (error as BridgeError).content };
};

it('registers an enabled config, re-registers a changed one, unregisters a disabled one', async () => {
  const system = new FakeHotkey();
  let made = 0;
  const shortcut = new ScreenshotShortcut(() => (made++, system));
  // Disabled before anything was registered: the system is not even asked.
  await shortcut.apply(config({ enable: false }));
  expect(made).toBe(0);
  await shortcut.apply(config());
  expect(system.held).toEqual({ ctrl: true, alt: true, shift: false, key: 'K' });
  await shortcut.apply(config({ alt: false, shift: true, keyStr: '5' }));
  expect(system.held).toEqual({ ctrl: true, alt: false, shift: true, key: '5' });
  expect(shortcut.registered).toEqual(system.held);
  await shortcut.apply(config({ enable: false }));
  expect(system.held).toBeNull();
  expect(shortcut.registered).toBeNull();
  expect(system.calls).toEqual(['register CA-K', 'register CS-5', 'unregister']);
  expect(made).toBe(1);
  await shortcut.close();
  expect(system.closed).toBe(true);
});

it('refuses a config without a modifier or a key, without touching the registration', async () => {
  const system = new FakeHotkey();
  const shortcut = new ScreenshotShortcut(() => system);
  await shortcut.apply(config());
  expect(await refusal(shortcut.apply(config({ ctrl: false, alt: false, shift: false })))).toEqual({
    title: 'Choose at least one of Ctrl, Alt and Shift',
    content: 'shortcut_no_modifier',
  });
  expect(await refusal(shortcut.apply(config({ keyStr: '' })))).toEqual({
    title: 'Choose one letter or digit',
    content: 'shortcut_no_key',
  });
  expect(system.calls).toEqual(['register CA-K']);
  expect(system.held).toEqual({ ctrl: true, alt: true, shift: false, key: 'K' });
});

it('says a taken combination is taken and keeps the previous one in force', async () => {
  const system = new FakeHotkey();
  system.taken.add('CA-P');
  const shortcut = new ScreenshotShortcut(() => system);
  await shortcut.apply(config());
  expect(await refusal(shortcut.apply(config({ keyStr: 'p' })))).toEqual({
    title: 'Ctrl+Alt+P is already used by another program',
    content: 'shortcut_taken',
  });
  expect(system.calls).toEqual(['register CA-K', 'register CA-P', 'register CA-K']);
  expect(shortcut.registered).toEqual({ ctrl: true, alt: true, shift: false, key: 'K' });
});

it('says when the system has no global shortcuts', async () => {
  const system = new FakeHotkey();
  system.unavailable = 'DISPLAY is not set: global shortcuts need an X11 session';
  const shortcut = new ScreenshotShortcut(() => system);
  expect(await refusal(shortcut.apply(config()))).toEqual({
    title:
      'Global shortcuts are not available here: DISPLAY is not set: global shortcuts need an X11 session',
    content: 'shortcut_unavailable',
  });
  expect(shortcut.registered).toBeNull();
});

it('maps combinations to X11 and Windows codes', () => {
  const k = combinationOf(config()) as Combination;
  expect(x11Combination(k)).toEqual({ keysym: 0x6b, modifiers: 4 | 8 });
  expect(win32Combination(k)).toEqual({ vk: 0x4b, modifiers: 0x2 | 0x1 | 0x4000 });
  const digit = combinationOf(config({ ctrl: false, alt: false, shift: true, keyStr: '9' })) as Combination;
  expect(x11Combination(digit)).toEqual({ keysym: 0x39, modifiers: 1 });
  expect(win32Combination(digit)).toEqual({ vk: 0x39, modifiers: 0x4 | 0x4000 });
});
