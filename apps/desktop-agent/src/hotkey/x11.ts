// The X11 global shortcut (runs in the hotkey worker): a passive key grab on the root window through
// libX11, so the X server sends us the key press whichever window has the focus.
import { x11Combination, x11LockVariants, type Combination } from './combination.ts';
import { loadKoffi } from './native.ts';
import type { LoopIO, RegisterOutcome } from './protocol.ts';

const KeyPress = 2;
const GrabModeAsync = 1;
const BadAccess = 10;
/** XEvent is a union of 24 longs. */
const eventSize = 24 * 8;
/** XKeyEvent.keycode's offset on 64-bit systems (type, serial, send_event, display, 3 windows, time, 4 ints, state). */
const keycodeOffset = 84;

function bindings() {
  const koffi = loadKoffi();
  const x11 = koffi.load('libX11.so.6');
  const XErrorEvent = koffi.struct('XErrorEvent', {
    type: 'int',
    display: 'void *',
    resourceid: 'unsigned long',
    serial: 'unsigned long',
    error_code: 'uint8_t',
    request_code: 'uint8_t',
    minor_code: 'uint8_t',
  });
  const handler = koffi.proto('int XErrorHandler(void *display, XErrorEvent *event)');
  return {
    koffi,
    XErrorEvent,
    handler,
    XOpenDisplay: x11.func('void *XOpenDisplay(const char *name)'),
    XCloseDisplay: x11.func('int XCloseDisplay(void *display)'),
    XDefaultRootWindow: x11.func('unsigned long XDefaultRootWindow(void *display)'),
    XKeysymToKeycode: x11.func('uint8_t XKeysymToKeycode(void *display, unsigned long keysym)'),
    XGrabKey: x11.func(
      'int XGrabKey(void *display, int keycode, unsigned int modifiers, unsigned long window, int owner_events, int pointer_mode, int keyboard_mode)',
    ),
    XUngrabKey: x11.func(
      'int XUngrabKey(void *display, int keycode, unsigned int modifiers, unsigned long window)',
    ),
    XSync: x11.func('int XSync(void *display, int discard)'),
    XPending: x11.func('int XPending(void *display)'),
    XNextEvent: x11.func('int XNextEvent(void *display, void *event)'),
    XSetErrorHandler: x11.func('void *XSetErrorHandler(XErrorHandler *handler)'),
  };
}

/**
 * Serves the worker's commands until quit: each register replaces the grab (with the Caps Lock and
 * Num Lock variants); a grab another client holds fails with BadAccess, reported as taken.
 */
export function runX11Loop(io: LoopIO): void {
  if (!process.env.DISPLAY) {
    io.report({
      type: 'unavailable',
      reason: 'DISPLAY is not set: global shortcuts need an X11 session',
    });
    return;
  }
  const x = bindings();
  const display: unknown = x.XOpenDisplay(null);
  if (!display) {
    io.report({ type: 'unavailable', reason: `cannot open the X display ${process.env.DISPLAY}` });
    return;
  }
  // Xlib's default error handler ends the process; ours notes the error of the last request.
  let lastError = 0;
  const onError = x.koffi.register((_display: unknown, event: unknown) => {
    lastError = (x.koffi.decode(event, x.XErrorEvent) as { error_code: number }).error_code;
    return 0;
  }, x.koffi.pointer(x.handler));
  x.XSetErrorHandler(onError);
  const root = x.XDefaultRootWindow(display) as number;
  let grabbed = null as { keycode: number; modifiers: number } | null;

  const ungrab = () => {
    if (!grabbed) return;
    for (const lock of x11LockVariants)
      x.XUngrabKey(display, grabbed.keycode, grabbed.modifiers | lock, root);
    x.XSync(display, 0);
    grabbed = null;
  };
  const grab = (combination: Combination): RegisterOutcome => {
    ungrab();
    const { keysym, modifiers } = x11Combination(combination);
    const keycode = x.XKeysymToKeycode(display, keysym) as number;
    if (!keycode) return { ok: false, why: 'unavailable', detail: 'the key is not on this keyboard map' };
    lastError = 0;
    for (const lock of x11LockVariants)
      x.XGrabKey(display, keycode, modifiers | lock, root, 0, GrabModeAsync, GrabModeAsync);
    x.XSync(display, 0);
    const refused = lastError;
    if (refused) {
      // Some variants may have been grabbed before the refusal: release them all.
      grabbed = { keycode, modifiers };
      ungrab();
      lastError = 0;
      return refused === BadAccess
        ? { ok: false, why: 'taken', detail: 'another program holds this key combination (X11 BadAccess)' }
        : { ok: false, why: 'unavailable', detail: `the X server refused the grab (error ${refused})` };
    }
    grabbed = { keycode, modifiers };
    return { ok: true };
  };

  io.report({ type: 'ready', threadId: 0 });
  const event = Buffer.alloc(eventSize);
  for (;;) {
    for (let command = io.next(); command; command = io.next()) {
      if (command.op === 'quit') {
        ungrab();
        x.XCloseDisplay(display);
        x.koffi.unregister(onError);
        return;
      }
      if (command.op === 'register')
        io.report({ type: 'done', seq: command.seq, outcome: grab(command.combination) });
      else {
        ungrab();
        io.report({ type: 'done', seq: command.seq, outcome: { ok: true } });
      }
    }
    while ((x.XPending(display) as number) > 0) {
      x.XNextEvent(display, event);
      if (
        event.readInt32LE(0) === KeyPress &&
        grabbed &&
        event.readUInt32LE(keycodeOffset) === grabbed.keycode
      )
        io.report({ type: 'pressed' });
    }
    // Key presses wait in the X queue at most this long; a command wakes the loop at once.
    io.wait(40);
  }
}
