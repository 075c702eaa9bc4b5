// Test support: presses a key combination on an X display as a user would, through the X server's
// test extension (what xdotool does): with xdotool when it is installed, else libXtst through koffi,
// so the shortcut's tests need no more than Xvfb. From a shell or another process:
// `node --import tsx apps/desktop-agent/src/hotkey/press-keys.ts :99 ctrl+alt+k`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadKoffi } from './native.ts';

/** xdotool's names for the modifiers, as X key symbol names. */
const keysymNames: Record<string, string> = {
  ctrl: 'Control_L',
  alt: 'Alt_L',
  shift: 'Shift_L',
  super: 'Super_L',
};

function xtestPress(display: string, keys: string): void {
  const koffi = loadKoffi();
  const x11 = koffi.load('libX11.so.6');
  const xtst = koffi.load('libXtst.so.6');
  const open = x11.func('void *XOpenDisplay(const char *name)');
  const close = x11.func('int XCloseDisplay(void *display)');
  const keysym = x11.func('unsigned long XStringToKeysym(const char *name)');
  const keycode = x11.func('uint8_t XKeysymToKeycode(void *display, unsigned long keysym)');
  const flush = x11.func('int XSync(void *display, int discard)');
  const fake = xtst.func(
    'int XTestFakeKeyEvent(void *display, unsigned int keycode, int press, unsigned long delay)',
  );
  const connection: unknown = open(display);
  if (!connection) throw new Error(`cannot open the X display ${display}`);
  try {
    const codes = keys.split('+').map((name) => {
      const code = keycode(connection, keysym(keysymNames[name.toLowerCase()] ?? name)) as number;
      if (!code) throw new Error(`no key ${name} on the keyboard map`);
      return code;
    });
    for (const code of codes) fake(connection, code, 1, 0);
    for (const code of codes.reverse()) fake(connection, code, 0, 0);
    flush(connection, 0);
  } finally {
    close(connection);
  }
}

/** Presses `keys` (xdotool's form: "ctrl+alt+k", "Num_Lock") on the X display `display`. */
export function pressKeys(display: string, keys: string): void {
  const xdotool = (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, 'xdotool')));
  if (xdotool) execFileSync('xdotool', ['key', keys], { env: { ...process.env, DISPLAY: display } });
  else xtestPress(display, keys);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  pressKeys(process.argv[2]!, process.argv[3]!);
