import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '@toolbox/contracts';
import { callBridge } from '../apps/desktop-agent/src/bridge/testing.ts';
import { buildDesktop } from './build-desktop.ts';
import { installWineForwarders } from './wine-forwarders.ts';

// The Windows executable's screenshot shortcut under wine on an Xvfb display: koffi's win32 addon
// from the engines folder, RegisterHotKey in the hotkey worker (the bridge answers 000 only when it
// succeeded), and WM_HOTKEY reaching the worker's GetMessageW when xdotool presses the keys while a
// wine window (Notepad) has the focus; the agent then tells the page (TIPS).
const root = join(import.meta.dirname, '..');
const wine = ['/usr/lib/wine/wine64', '/usr/bin/wine64'].find((path) => existsSync(path));
const wineserver = ['/usr/lib/wine/wineserver64', '/usr/bin/wineserver'].find((path) => existsSync(path));
const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((folder) => existsSync(join(folder, name)));
const missing = [!wine && 'wine64', !onPath('Xvfb') && 'xvfb', !onPath('xdotool') && 'xdotool'].filter(
  Boolean,
);
const webOrigin = 'http://127.0.0.1:5';
const display = `:${50 + (process.pid % 9)}`;
let prefix: string;
let xvfb: ChildProcess | undefined;
let server: Server;
const registered: { port: number; pairingSecret: string }[] = [];

/** The Windows executable: the one in dist/desktop when newer than the agent's sources, else a new build. */
async function windowsExecutable(): Promise<string> {
  const exe = join(root, 'dist', 'desktop', 'toolbox-desktop-win-x64.exe');
  const sources = ['apps/desktop-agent/src', 'packages/toolkit/src', 'packages/contracts/src'].flatMap(
    (dir) =>
      readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
  if (existsSync(exe) && statSync(exe).mtimeMs > Math.max(...sources)) return exe;
  return (await buildDesktop()).windows;
}

let exe: string;
beforeAll(async () => {
  if (missing.length) return;
  exe = await windowsExecutable();
  // A stand-in for our server that keeps what the agent registers (its port and pairing secret).
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === paths.clientRegister) registered.push(JSON.parse(body) as (typeof registered)[number]);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ code: '000', message: 'ok', data: { clientId: 'x', expireTime: Date.now() } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  xvfb = spawn('Xvfb', [display, '-screen', '0', '800x600x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !existsSync(`/tmp/.X11-unix/X${display.slice(1)}`); i++)
    await new Promise((r) => setTimeout(r, 50));
}, 300_000);
afterAll(() => {
  server?.close();
  xvfb?.kill();
});

it('registers the shortcut with RegisterHotKey under wine, and a key press reaches the page', async (ctx) => {
  ctx.skip(
    missing.length > 0,
    `${missing.join(', ')} not installed (Debian packages); scripts/test.sh installs them`,
  );
  prefix = mkdtempSync(join(tmpdir(), 'wine-hotkey-'));
  const env = { ...process.env, WINEPREFIX: prefix, WINEDEBUG: '-all', DISPLAY: display };
  execFileSync(wine!, ['reg', 'add', 'HKCU\\Software\\Wine', '/v', 'Version', '/d', 'win10', '/f'], {
    env,
    stdio: 'ignore',
  });
  installWineForwarders(prefix);
  // Node under wine cannot write to a pipe: its output goes to a file.
  const log = openSync(join(prefix, 'agent.txt'), 'w');
  const before = registered.length;
  const agent = spawn(
    wine!,
    [
      exe,
      '--web-origin',
      webOrigin,
      '--server',
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      '--root',
      `Z:${prefix.replaceAll('/', '\\')}`,
      '--data-dir',
      join(prefix, 'agent-data'),
      '--no-open',
      // A capture the user cancels: this test is about the keys, not the capturer.
      '--capture-command',
      'cmd.exe /c exit 1',
    ],
    { env, stdio: ['ignore', log, log] },
  );
  const notepad = spawn(wine!, ['notepad'], { env, stdio: 'ignore' });
  try {
    for (let i = 0; i < 900 && registered.length === before; i++)
      await new Promise((r) => setTimeout(r, 100));
    const { port, pairingSecret } = registered[before]!;
    const link = { port, secret: pairingSecret, origin: webOrigin };
    const events: string[] = [];
    request(
      {
        host: '127.0.0.1',
        port,
        path: '/events',
        headers: { host: `127.0.0.1:${port}`, origin: webOrigin, 'x-toolbox-pairing': pairingSecret },
      },
      (res) => res.on('data', (chunk: Buffer) => events.push(chunk.toString())),
    ).end();
    const config = { name: 'screenshot', enable: true, ctrl: true, alt: true, shift: false, keyStr: 'K' };
    const saved = await callBridge(link, 'keystore:update-config', config);
    expect(saved.exceptionMsg, readFileSync(join(prefix, 'agent.txt'), 'utf8')).toBeNull();

    // Notepad's window has the focus, as another program would.
    let window = '';
    for (let i = 0; i < 100 && !window; i++) {
      await new Promise((r) => setTimeout(r, 200));
      try {
        window = execFileSync('xdotool', ['search', '--name', 'Notepad'], { env, encoding: 'utf8' }).trim();
      } catch {
        // not mapped yet
      }
    }
    execFileSync('xdotool', ['windowfocus', '--sync', window.split('\n')[0]!], { env });
    execFileSync('xdotool', ['key', 'ctrl+alt+k'], { env });
    const tips = () =>
      events
        .join('')
        .split('\n\n')
        .filter((event) => event.includes('"jobId":"screenshot-shortcut"'))
        .map((event) => (JSON.parse(event.slice('data: '.length)) as { data: unknown }).data);
    await expect.poll(tips, { timeout: 30_000 }).toEqual([
      { jobId: 'screenshot-shortcut', state: 'capturing' },
      { jobId: 'screenshot-shortcut', state: 'done', screenshot: { cancelled: true } },
    ]);

    // Disabled: UnregisterHotKey, and the keys do nothing.
    expect((await callBridge(link, 'keystore:update-config', { ...config, enable: false })).code).toBe('000');
    execFileSync('xdotool', ['key', 'ctrl+alt+k'], { env });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(tips()).toHaveLength(2);
  } finally {
    agent.kill();
    notepad.kill();
    closeSync(log);
    if (wineserver) execFileSync(wineserver, ['-k'], { env, stdio: 'ignore' });
    rmSync(prefix, { recursive: true, force: true });
  }
}, 240_000);
