import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeMessage, ScreenshotResult } from '@toolbox/contracts';
import { createBackend, startTestApp, type TestBackend } from '../../../server/src/test/backends.ts';
import { Agent, SHORTCUT_JOB } from '../agent.ts';
import { callBridge } from '../bridge/testing.ts';
import { pressKeys } from '../hotkey/press-keys.ts';
import { captureRegion, findCapturer } from './capture.ts';

// screenshot:start on a real X server (Debian's Xvfb) showing a picture of Chinese and English text
// on its root window, captured by ImageMagick's `import` (the agent's X11 capturer, here told the
// region instead of the user dragging it), read by the desktop OCR tool and paid through our server.
const webOrigin = 'http://localhost:5198';
const display = `:${90 + (process.pid % 9)}`;
let dir: string;
let xvfb: ChildProcess;
let backend: TestBackend;
let server: FastifyInstance;
let agent: Agent;
let port: number;

const call = <T>(type: string, data: unknown) =>
  callBridge<T>({ port, secret: agent.secret, origin: webOrigin }, type, data);

/** Sets the screen (the root window's background) to a white picture drawn with Debian's Noto CJK font. */
async function showOnScreen(paint: (g: SKRSContext2D) => void): Promise<void> {
  GlobalFonts.registerFromPath('/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'Noto CJK');
  const canvas = createCanvas(1024, 300);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 1024, 300);
  g.fillStyle = '#000';
  g.strokeStyle = '#000';
  g.lineWidth = 2;
  g.font = '30px "Noto CJK"';
  paint(g);
  const file = join(dir, 'screen.png');
  writeFileSync(file, await canvas.encode('png'));
  try {
    execFileSync('display', ['-window', 'root', file], {
      stdio: 'ignore',
      timeout: 20_000,
      env: process.env,
    });
  } catch {
    // display exits non-zero without a window manager, after setting the background.
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'desktop-shot-'));
  xvfb = spawn('Xvfb', [display, '-screen', '0', '1024x300x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  const socket = `/tmp/.X11-unix/X${display.slice(1)}`;
  for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 50));
  process.env.DISPLAY = display;
  await showOnScreen((g) => {
    g.fillText('截图识别文字，结果可以复制。', 30, 70);
    g.fillText('Screenshots become text.', 30, 140);
  });
  backend = await createBackend('postgres');
  server = (await startTestApp(backend)).app;
  await server.listen({ port: 0, host: '127.0.0.1' });
  agent = new Agent({
    webOrigin,
    serverUrl: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    roots: [dir],
    dataDir: join(dir, 'data'),
    open: () => {},
    capture: ['import', '-window', 'root', '-crop', '900x200+0+0', '{file}'],
  });
  port = await agent.start();
}, 60_000);

afterAll(async () => {
  await agent?.close();
  await server?.close();
  await backend?.dispose();
  xvfb?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('screenshot:start', () => {
  it('captures a region of the screen and reads its Chinese and English text', async () => {
    const res = await call<ScreenshotResult>('screenshot:start', { then: 'ocr' });
    expect(res.exceptionMsg).toBeNull();
    const shot = res.data!;
    expect(shot.cancelled).toBe(false);
    const png = readFileSync(shot.image!);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([900, 200]);
    expect(shot.text).toContain('结果可以复制');
    expect(shot.text).toContain('Screenshots become text.');
    // Paid as image_ocr_desktop: the first of its free uses today.
    expect(shot.result).toMatchObject({ ok: true, point: 0 });
    // The page may open the picture and the text file it got.
    const opened = await call('file:open', { path: shot.result!.outputs[0], folder: true });
    expect(opened.code).toBe('000');
  });

  it('turns a captured table into an .xlsx', async () => {
    const rows = [
      ['城市', '人口', 'Note'],
      ['上海', '2487', 'east'],
    ];
    await showOnScreen((g) => {
      for (const y of [20, 80, 140]) g.strokeRect(20, y, 660, 0);
      for (const x of [20, 220, 420, 680]) g.strokeRect(x, 20, 0, 120);
      rows.forEach((row, r) =>
        row.forEach((cell, c) => g.fillText(cell, [20, 220, 420][c]! + 14, 60 + r * 60)),
      );
    });
    const res = await call<ScreenshotResult>('screenshot:start', { then: 'table' });
    expect(res.exceptionMsg).toBeNull();
    expect(res.data!.result).toMatchObject({ ok: true, detail: { rows: 2, columns: 3, ruled: 1 } });
    expect(res.data!.result!.outputs[0]).toMatch(/screenshot-.*\.xlsx$/);
    expect(res.data!.text).toBeUndefined();
  });
});

describe('the screenshot shortcut', () => {
  it('captures and reads the screen when ctrl+alt+K is pressed, and tells the page', async () => {
    await showOnScreen((g) => {
      g.fillText('快捷键截图。', 30, 70);
      g.fillText('Shortcut capture.', 30, 140);
    });
    const messages: BridgeMessage[] = [];
    const push = agent.bridge.push.bind(agent.bridge);
    agent.bridge.push = (message) => (messages.push(message), push(message));
    const config = { name: 'screenshot', enable: true, ctrl: true, alt: true, shift: false, keyStr: 'K' };
    const res = await call('keystore:update-config', config);
    expect(res.exceptionMsg).toBeNull();
    pressKeys(display, 'ctrl+alt+k');
    // What the page gets: TIPS of the shortcut's job, capturing then done.
    const tips = () =>
      messages.filter((m) => m.type === 'TIPS' && (m.data as { jobId?: string }).jobId === SHORTCUT_JOB);
    await expect.poll(() => tips().length, { timeout: 60_000 }).toBe(2);
    const [capturing, done] = tips();
    expect(capturing!.data).toEqual({ jobId: SHORTCUT_JOB, state: 'capturing' });
    const shot = (done!.data as { screenshot: ScreenshotResult }).screenshot;
    expect(shot.text).toContain('Shortcut capture.');
    expect(shot.text).toContain('快捷键');
    // Disabled: the keys do nothing any more.
    expect((await call('keystore:update-config', { ...config, enable: false })).exceptionMsg).toBeNull();
    const count = messages.length;
    pressKeys(display, 'ctrl+alt+k');
    await new Promise((r) => setTimeout(r, 500));
    expect(messages).toHaveLength(count);
    agent.bridge.push = push;
  });
});

describe('region capturers', () => {
  it('says a cancelled capture (no picture written) apart from a missing program', async () => {
    const file = join(dir, 'none.png');
    expect(await captureRegion(['sh', '-c', 'exit 1'], file)).toBe(false);
    await expect(captureRegion(['no-such-capturer-here'], file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await captureRegion(['sh', '-c', 'printf png > "$TOOLBOX_SHOT"'], file)).toBe(true);
  });

  it("finds the system's capturer, or none without a screen", () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin, { recursive: true });
    for (const name of ['scrot', 'grim', 'slurp']) {
      writeFileSync(join(bin, name), '#!/bin/sh\n');
      chmodSync(join(bin, name), 0o755);
    }
    expect(findCapturer({ PATH: bin, DISPLAY: ':0' }, 'linux')).toEqual(['scrot', '--select', '{file}']);
    expect(findCapturer({ PATH: bin, WAYLAND_DISPLAY: 'wayland-0' }, 'linux')?.[2]).toContain('slurp');
    expect(findCapturer({ PATH: bin }, 'linux')).toBeNull();
    expect(findCapturer({}, 'win32')?.[0]).toBe('powershell.exe');
  });
});
