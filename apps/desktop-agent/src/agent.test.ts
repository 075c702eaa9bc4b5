import { request } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeMessage, BridgeResponse, FileSearchResult } from '@toolbox/contracts';
import { Agent, SHORTCUT_JOB } from './agent.ts';
import { answer, failureOf } from './bridge/server.ts';
import { FakeHotkey } from './hotkey/testing.ts';

const webOrigin = 'http://localhost:5199';
let dir: string;
let root: string;
let agent: Agent;
let port: number;
const opened: string[] = [];
let hotkey: FakeHotkey;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: BridgeResponse;
}

function post(
  type: string,
  data: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: '/bridge',
        headers: {
          host: `127.0.0.1:${port}`,
          origin: webOrigin,
          'content-type': 'application/json',
          'x-toolbox-pairing': agent.secret,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: text ? (JSON.parse(text) as BridgeResponse) : (null as never),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? JSON.stringify({ type, data }) : undefined);
  });
}

async function search(keyword: string, pageNum = 1): Promise<FileSearchResult> {
  const reply = await post('file-search:query', { keyword, pageNum });
  expect(reply.body.code).toBe('000');
  return reply.body.data as FileSearchResult;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'agent-test-'));
  root = join(dir, 'files');
  mkdirSync(join(root, 'reports', '2024'), { recursive: true });
  for (let i = 0; i < 250; i++) writeFileSync(join(root, 'reports', '2024', `Annual Report ${i}.pdf`), '');
  writeFileSync(join(root, 'a<b>&Report.txt'), 'x');
  writeFileSync(join(root, 'notes.md'), 'y');
  // Nothing listens on this server address: registration fails and the bridge works on.
  agent = new Agent({
    webOrigin,
    serverUrl: 'http://127.0.0.1:9',
    roots: [root],
    dataDir: join(dir, 'data'),
    open: (t) => opened.push(t),
    // A capturer the user always cancels; the system's hotkey is a stand-in (the real one: hotkey/).
    capture: ['sh', '-c', 'exit 1'],
    hotkey: (onPress) => (hotkey = new FakeHotkey(onPress)),
  });
  port = await agent.start();
});

afterAll(async () => {
  await agent.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bridge guard', () => {
  it('answers our origin with the pairing secret, in the spec shape', async () => {
    const reply = await post('env:get-version', null);
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(reply.body).toEqual({
      code: '000',
      data: { version: '0.1.0', versionInt: 100 },
      exceptionMsg: null,
    });
  });

  it('refuses another origin, without CORS headers', async () => {
    const reply = await post('env:get-version', null, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(reply.body.code).toBe('403');
    expect(reply.body.data).toBeNull();
  });

  it('refuses a DNS-rebinding Host even with the right origin and secret', async () => {
    const reply = await post('env:get-version', null, { host: `rebind.evil.example:${port}` });
    expect(reply.status).toBe(403);
    expect(reply.body.exceptionMsg?.content).toBe('refused: host');
  });

  it('refuses a wrong or missing pairing secret', async () => {
    expect((await post('env:get-version', null, { 'x-toolbox-pairing': 'x'.repeat(43) })).status).toBe(403);
    expect((await post('env:get-version', null, { 'x-toolbox-pairing': '' })).status).toBe(403);
  });

  it('answers a preflight from our origin only', async () => {
    const ours = await post('', null, { 'access-control-request-method': 'POST' }, 'OPTIONS');
    expect(ours.status).toBe(204);
    expect(ours.headers['access-control-allow-headers']).toContain('x-toolbox-pairing');
    const theirs = await post('', null, { origin: 'http://localhost:5200' }, 'OPTIONS');
    expect(theirs.status).toBe(403);
  });

  it('rejects unknown request types', async () => {
    expect((await post('env:format-disk', null)).body.code).toBe('400');
  });
});

describe('file calls', () => {
  it('time out after the file limit; other calls are not limited', async () => {
    const never = () => new Promise(() => {});
    const timed = await answer(never, 'file:save', null, 30);
    expect(timed.code).toBe('408');
    expect(timed.exceptionMsg?.title).toMatch(/timed out/);
    const quick = await answer(() => 'v', 'env:get-version', null, 30);
    expect(quick).toEqual({ code: '000', data: 'v', exceptionMsg: null });
  });

  it('replace an out-of-memory error by the not-enough-memory message', () => {
    const reply = failureOf(new RangeError('Array buffer allocation failed'));
    expect(reply.code).toBe('507');
    expect(reply.exceptionMsg?.title).toBe('Not enough memory');
  });

  it('open files and their folder inside the searched folders only', async () => {
    const file = join(root, 'notes.md');
    expect((await post('file:open', { path: file })).body.code).toBe('000');
    expect((await post('file:open', { path: file, folder: true })).body.code).toBe('000');
    expect(opened.slice(-2)).toEqual([file, dirname(file)]);
    const outside = await post('file:open', { path: '/etc/passwd' });
    expect(outside.body.code).toBe('403');
    expect(opened).not.toContain('/etc/passwd');
  });
});

describe('file search', () => {
  it('is off until enabled, then indexes the roots', async () => {
    expect((await post('file-search:enable-query', null)).body.data).toEqual({ enable: false });
    expect((await post('file-search:query', { keyword: 'report' })).body.code).not.toBe('000');
    await post('file-search:enable-set', { enable: true });
    const waited = await post('file-search:wait-index', null);
    expect(waited.body.data).toEqual({ indexed: 255 });
    const volumes = await post('file-search:list-support-volume', null);
    expect(volumes.body.data).toEqual({ enable: true, supportAll: false, volumes: [root] });
  });

  it('finds names holding every comma-joined word, 100 a page, with escaped highlights', async () => {
    const first = await search('report,annual');
    expect(first.fileSearchDTOS).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    const third = await search('report,annual', 3);
    expect(third.fileSearchDTOS).toHaveLength(50);
    expect(third.hasMore).toBe(false);
    const paths = new Set(
      [
        ...first.fileSearchDTOS,
        ...(await search('report,annual', 2)).fileSearchDTOS,
        ...third.fileSearchDTOS,
      ].map((d) => d.path),
    );
    expect(paths.size).toBe(250);
    const odd = await search('REPORT,<b');
    expect(odd.fileSearchDTOS.map((d) => d.nameHtml)).toEqual([
      'a<em>&lt;b</em>&gt;&amp;<em>Report</em>.txt',
    ]);
    expect(odd.fileSearchDTOS[0]!.path).toBe(join(root, 'a<b>&Report.txt'));
    const item = (await search('annual,report,17')).fileSearchDTOS.find(
      (d) => d.name === 'Annual Report 17.pdf',
    );
    expect(item?.nameHtml).toBe('<em>Annual</em> <em>Report</em> <em>17</em>.pdf');
    expect((await search('2024')).fileSearchDTOS).toEqual([
      { path: join(root, 'reports', '2024'), name: '2024', nameHtml: '<em>2024</em>', isDir: true },
    ]);
  });

  it('follows changes on disk by watching', async () => {
    const added = join(root, 'reports', 'Quarterly summary.xlsx');
    writeFileSync(added, '');
    await expect
      .poll(async () => (await search('quarterly')).fileSearchDTOS.map((d) => d.path), { timeout: 5000 })
      .toEqual([added]);
    rmSync(join(root, 'reports', '2024'), { recursive: true });
    await expect.poll(async () => (await search('annual')).fileSearchDTOS.length, { timeout: 5000 }).toBe(0);
    mkdirSync(join(root, 'new', 'deep'), { recursive: true });
    writeFileSync(join(root, 'new', 'deep', 'Fresh annual.txt'), '');
    await expect
      .poll(async () => (await search('annual')).fileSearchDTOS.map((d) => d.name), { timeout: 5000 })
      .toEqual(['Fresh annual.txt']);
  });
});

describe('settings and hand-over', () => {
  it('keeps keystore configs and checks them', async () => {
    const config = { name: 'screenshot', enable: true, ctrl: true, alt: false, shift: true, keyStr: 'Q' };
    expect((await post('keystore:update-config', config)).body.code).toBe('000');
    expect((await post('keystore:get-config', { name: 'screenshot' })).body.data).toEqual(config);
    expect((await post('keystore:update-config', { ...config, keyStr: 'QQ' })).body.code).not.toBe('000');
  });

  it('registers the screenshot shortcut with the system, and a press captures for the page', async () => {
    const messages: BridgeMessage[] = [];
    const push = agent.bridge.push.bind(agent.bridge);
    agent.bridge.push = (message) => (messages.push(message), push(message));
    const config = { name: 'screenshot', enable: true, ctrl: true, alt: true, shift: false, keyStr: 'k' };
    expect((await post('keystore:update-config', config)).body.code).toBe('000');
    expect(hotkey.held).toEqual({ ctrl: true, alt: true, shift: false, key: 'K' });
    hotkey.press('CA-K');
    await expect
      .poll(() => messages.map((m) => m.data))
      .toEqual([
        { jobId: SHORTCUT_JOB, state: 'capturing' },
        { jobId: SHORTCUT_JOB, state: 'done', screenshot: { cancelled: true } },
      ]);
    expect(messages.every((m) => m.type === 'TIPS')).toBe(true);

    // Taken by another program: a clear refusal, and neither saved nor in force.
    hotkey.taken.add('CA-P');
    const taken = await post('keystore:update-config', { ...config, keyStr: 'P' });
    expect(taken.body).toMatchObject({
      code: '500',
      exceptionMsg: { title: 'Ctrl+Alt+P is already used by another program', content: 'shortcut_taken' },
    });
    expect((await post('keystore:get-config', { name: 'screenshot' })).body.data).toEqual(config);
    expect(hotkey.held).toEqual({ ctrl: true, alt: true, shift: false, key: 'K' });
    // Enabled without a modifier: refused before the system is asked.
    const bare = await post('keystore:update-config', { ...config, ctrl: false, alt: false });
    expect(bare.body.exceptionMsg).toMatchObject({ content: 'shortcut_no_modifier' });

    expect((await post('keystore:update-config', { ...config, enable: false })).body.code).toBe('000');
    expect(hotkey.held).toBeNull();
    expect(hotkey.calls).toEqual([
      'register CS-Q',
      'register CA-K',
      'register CA-P',
      'register CA-K',
      'unregister',
    ]);
    agent.bridge.push = push;
  });

  it('confirms only hand-over codes it asked for', async () => {
    expect((await post('user:confirm-handover', { code: 'made-up' })).body.data).toEqual({
      confirmed: false,
    });
  });
});
