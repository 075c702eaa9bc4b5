// The hotkey worker's entry: the platform's loop blocks this thread (GetMessageW, or the X11 queue
// with short sleeps), so it runs here and not on the agent's event loop. Commands arrive on the port
// in workerData and are read synchronously when the loop is woken.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { HotkeyCommand, HotkeyReport, HotkeyWorkerData, LoopIO } from './protocol.ts';
import { runWin32Loop } from './win32.ts';
import { runX11Loop } from './x11.ts';

const { commands, wake } = workerData as HotkeyWorkerData;
const flag = new Int32Array(wake);
const io: LoopIO = {
  next: () => receiveMessageOnPort(commands)?.message as HotkeyCommand | undefined,
  report: (report: HotkeyReport) => parentPort!.postMessage(report),
  wait: (ms) => {
    Atomics.wait(flag, 0, 0, ms);
    Atomics.store(flag, 0, 0);
  },
};

try {
  if (process.platform === 'win32') runWin32Loop(io);
  else runX11Loop(io);
} catch (error) {
  // koffi or the system library would not load: the shortcut is unavailable, the agent goes on.
  io.report({ type: 'unavailable', reason: error instanceof Error ? error.message : String(error) });
}
commands.close();
