// The Windows global shortcut (runs in the hotkey worker): RegisterHotKey without a window posts
// WM_HOTKEY to the thread that registered it, so this one thread registers, unregisters and waits in
// GetMessageW; the agent wakes it for a command with PostThreadMessageW (wakeWin32Thread).
import { win32Combination, type Combination } from './combination.ts';
import { loadKoffi } from './native.ts';
import { HOTKEY_ID, WM_APP, type LoopIO, type RegisterOutcome } from './protocol.ts';

const WM_HOTKEY = 0x0312;
const WM_USER = 0x0400;
const PM_NOREMOVE = 0;
const ERROR_HOTKEY_ALREADY_REGISTERED = 1409;

function bindings() {
  const koffi = loadKoffi();
  const user32 = koffi.load('user32.dll');
  const kernel32 = koffi.load('kernel32.dll');
  koffi.struct('MSG', {
    hwnd: 'void *',
    message: 'uint32_t',
    wParam: 'uintptr_t',
    lParam: 'intptr_t',
    time: 'uint32_t',
    ptX: 'int32_t',
    ptY: 'int32_t',
    lPrivate: 'uint32_t',
  });
  return {
    GetMessageW: user32.func(
      'int __stdcall GetMessageW(_Out_ MSG *msg, void *hwnd, uint32_t min, uint32_t max)',
    ),
    PeekMessageW: user32.func(
      'int __stdcall PeekMessageW(_Out_ MSG *msg, void *hwnd, uint32_t min, uint32_t max, uint32_t remove)',
    ),
    RegisterHotKey: user32.func(
      'int __stdcall RegisterHotKey(void *hwnd, int id, uint32_t mods, uint32_t vk)',
    ),
    UnregisterHotKey: user32.func('int __stdcall UnregisterHotKey(void *hwnd, int id)'),
    GetCurrentThreadId: kernel32.func('uint32_t __stdcall GetCurrentThreadId()'),
    GetLastError: kernel32.func('uint32_t __stdcall GetLastError()'),
  };
}

/** Serves the worker's commands until quit; a combination another program registered is reported as taken. */
export function runWin32Loop(io: LoopIO): void {
  const w = bindings();
  const msg: { message?: number; wParam?: number | bigint } = {};
  // The thread's message queue exists once the thread asks for a message: before the agent may post.
  w.PeekMessageW(msg, null, WM_USER, WM_USER, PM_NOREMOVE);
  let registered = false;
  const unregister = () => {
    if (registered) w.UnregisterHotKey(null, HOTKEY_ID);
    registered = false;
  };
  const register = (combination: Combination): RegisterOutcome => {
    unregister();
    const { vk, modifiers } = win32Combination(combination);
    if (w.RegisterHotKey(null, HOTKEY_ID, modifiers, vk)) {
      registered = true;
      return { ok: true };
    }
    const code = w.GetLastError() as number;
    return code === ERROR_HOTKEY_ALREADY_REGISTERED || code === 0
      ? { ok: false, why: 'taken', detail: 'another program registered this key combination' }
      : { ok: false, why: 'unavailable', detail: `RegisterHotKey failed (error ${code})` };
  };

  io.report({ type: 'ready', threadId: w.GetCurrentThreadId() as number });
  for (;;) {
    const got = w.GetMessageW(msg, null, 0, 0) as number;
    if (got <= 0) break; // WM_QUIT or an error: nothing more will come
    if (msg.message === WM_HOTKEY && Number(msg.wParam) === HOTKEY_ID) io.report({ type: 'pressed' });
    if (msg.message !== WM_APP) continue;
    for (let command = io.next(); command; command = io.next()) {
      if (command.op === 'quit') {
        unregister();
        return;
      }
      if (command.op === 'register')
        io.report({ type: 'done', seq: command.seq, outcome: register(command.combination) });
      else {
        unregister();
        io.report({ type: 'done', seq: command.seq, outcome: { ok: true } });
      }
    }
  }
  unregister();
}

let postThreadMessage: ((thread: number, msg: number, w: number, l: number) => number) | null = null;

/** Wakes the worker's GetMessageW (called on the agent's thread, after posting a command). */
export function wakeWin32Thread(threadId: number): void {
  postThreadMessage ??= loadKoffi()
    .load('user32.dll')
    .func('int __stdcall PostThreadMessageW(uint32_t thread, uint32_t msg, uintptr_t w, intptr_t l)') as (
    thread: number,
    msg: number,
    w: number,
    l: number,
  ) => number;
  postThreadMessage(threadId, WM_APP, 0, 0);
}
