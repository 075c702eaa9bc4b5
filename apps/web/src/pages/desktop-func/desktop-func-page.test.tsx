import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BridgeMessage, DesktopFuncRunResult, FuncUseQuote } from '@toolbox/contracts';
import { bridgeEvent, bridgeReply } from '../../features/desktop/bridge-testing.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_KEY, unpair } from '../../features/desktop/bridge.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { DesktopFuncPage } from './desktop-func-page.tsx';

// The page against the agent's bridge protocol: POST /bridge {type, data} answered {code, data,
// exceptionMsg}, and GET /events as server-sent events (the agent itself is tested in
// apps/desktop-agent and, with this page, in e2e/desktop.spec.ts).
const pairing = {
  clientId: 'agent-one-0123456789abcd',
  port: 4567,
  pairingSecret: 'secret-1',
  versionInt: 100,
};
const calls: { type: string; data: unknown }[] = [];
let events: ReadableStreamDefaultController<Uint8Array>;
let finishRun: (result: DesktopFuncRunResult) => void;
let runAnswer: { code: string; title?: string; content?: string } = { code: '000' };
// Our server's answers (the desktop price is the server's quote with `desktop: true`).
const serverCalls: { path: string; body: Record<string, unknown> }[] = [];
const noCharge: FuncUseQuote = {
  code: 'pdf_merge_desktop',
  kind: 'none',
  point: 0,
  each: 0,
  pages: null,
  freeCount: 0,
  freeCountLeft: 0,
  balance: 10,
  payRequired: false,
  priority: false,
};
let quote: FuncUseQuote = noCharge;

const push = (message: BridgeMessage) => events.enqueue(bridgeEvent(message));
const reply = bridgeReply;

const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
  if (typeof url === 'string' && url.startsWith('/')) {
    const body = JSON.parse(init!.body as string) as Record<string, unknown>;
    serverCalls.push({ path: url, body });
    const data = /\/[ht]q$/.test(url)
      ? quote
      : { totalFuncPoint: 10, useFuncPoint: 0, day: '2026-11-26', updateTime: '' };
    return new Response(JSON.stringify({ code: '000', message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }
  if (url === 'http://127.0.0.1:4567/events') {
    expect(new Headers(init?.headers).get('x-toolbox-pairing')).toBe('secret-1');
    return new Response(new ReadableStream({ start: (c) => void (events = c) }), {
      headers: { 'content-type': 'text/event-stream' },
    });
  }
  const { type, data } = JSON.parse(init!.body as string) as { type: string; data: unknown };
  calls.push({ type, data });
  if (type === 'func:list-func-code')
    return reply({ codeList: ['pdf_merge_desktop', 'file_search_desktop'] });
  if (type === 'file:open' && (data as { select?: string }).select)
    return reply({ paths: ['/home/me/pdfs'] });
  if (type === 'file:open') return reply({ opened: true });
  if (type === 'user:save') return reply({ saved: data !== null });
  if (type === 'func:run') {
    if (runAnswer.code !== '000')
      return reply(null, runAnswer.code, { title: runAnswer.title, content: runAnswer.content });
    return reply(await new Promise<DesktopFuncRunResult>((resolve) => (finishRun = resolve)));
  }
  return reply(null, '500', { title: 'unexpected' });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(PAIRING_KEY, JSON.stringify(pairing));
  calls.length = 0;
  serverCalls.length = 0;
  runAnswer = { code: '000' };
  quote = noCharge;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  unpair();
  await i18n.changeLanguage('en');
});

const page = (code: string) =>
  renderWithProviders(<DesktopFuncPage />, { path: `/desktop-func/${code}`, route: '/desktop-func/:code' });

describe('DesktopFuncPage', () => {
  it('chooses a folder, runs the tool and shows each file as the agent reports it', async () => {
    await i18n.changeLanguage('en');
    page('pdf_merge_desktop');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a folder' }));
    expect(await screen.findByText('/home/me/pdfs')).toBeTruthy();
    expect(calls.find((c) => c.type === 'file:open')?.data).toEqual({ select: 'folder', accept: ['pdf'] });
    fireEvent.change(screen.getByLabelText('Name of the merged file'), { target: { value: 'year' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls.some((c) => c.type === 'func:run')).toBe(true));
    const run = calls.find((c) => c.type === 'func:run')!.data as { jobId: string };
    expect(run).toMatchObject({
      code: 'pdf_merge_desktop',
      paths: ['/home/me/pdfs'],
      options: { name: 'year' },
    });

    const a = '/home/me/pdfs/a.pdf';
    const b = '/home/me/pdfs/b.pdf';
    const base = { jobId: run.jobId, code: 'pdf_merge_desktop', total: 2 };
    // Another run's messages are not this page's.
    push({
      type: 'LOADING',
      data: { ...base, jobId: 'other', index: 0, source: '/x.pdf', state: 'running' },
    });
    push({ type: 'LOADING', data: { ...base, index: 0, source: a, state: 'running' } });
    const rows = await screen.findByTestId('desktop-func-rows');
    await waitFor(() => expect(rows.textContent).toBe('a.pdf Processing Waiting'));
    expect(screen.getByTestId('desktop-func-progress').textContent).toBe('Processing 1 of 2…');

    const out = '/home/me/pdfs/year.pdf';
    const files = [
      { source: a, ok: true, outputs: [out] },
      { source: b, ok: false, outputs: [], reason: 'encrypted' as const, error: 'PDF is encrypted' },
    ];
    finishRun({ jobId: run.jobId, code: 'pdf_merge_desktop', files, ms: 1234 });
    expect((await screen.findByTestId('desktop-func-summary')).textContent).toBe(
      '1 of 2 files done in 1.2 s',
    );
    expect(within(rows).getByRole('alert').textContent).toBe('Failed: This PDF is password-protected.');
    fireEvent.click(within(rows).getByRole('button', { name: 'Open folder' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ type: 'file:open', data: { path: out, folder: true } }),
    );
  });

  it("words the agent's refusal in the page's language", async () => {
    await i18n.changeLanguage('zh-CN');
    runAnswer = { code: '403', title: 'This file is outside the searched folders', content: '/etc' };
    page('pdf_merge_desktop');
    fireEvent.change(await screen.findByTestId('desktop-func-path'), { target: { value: '/etc' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    fireEvent.click(screen.getByRole('button', { name: '开始处理' }));
    await waitFor(() =>
      expect(toast.current().map((x) => x.message)).toEqual([
        '/etc 不在您选择的文件夹或搜索范围内：请用“选择文件”或“选择文件夹”选择它。',
      ]),
    );
  });

  it('says what a file costs on the desktop, shows what each file took, and offers credits when short', async () => {
    await i18n.changeLanguage('en');
    quote = {
      ...noCharge,
      code: 'pdf_to_word_desktop',
      kind: 'free',
      each: 2,
      freeCount: 3,
      freeCountLeft: 1,
    };
    page('pdf_merge_desktop');
    expect((await screen.findByTestId('desktop-func-price')).textContent).toBe(
      'Each file costs 2 credits on the desktop, taken only when the file succeeds. 2 free files left today. You have 10 credits today.',
    );
    expect(serverCalls.find((c) => c.path.endsWith('q'))?.body).toMatchObject({ desktop: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Choose a folder' }));
    await screen.findByText('/home/me/pdfs');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls.some((c) => c.type === 'func:run')).toBe(true));
    // The agent is told the page's login first, so it charges the account this page shows.
    expect(calls.map((c) => c.type).slice(-2)).toEqual(['user:save', 'func:run']);
    const run = calls.find((c) => c.type === 'func:run')!.data as { jobId: string };
    const src = (name: string) => `/home/me/pdfs/${name}`;
    finishRun({
      jobId: run.jobId,
      code: 'pdf_merge_desktop',
      ms: 900,
      files: [
        { source: src('a.pdf'), ok: true, outputs: [src('a.docx')], point: 0 },
        { source: src('b.pdf'), ok: true, outputs: [src('b.docx')], point: 2 },
        { source: src('c.pdf'), ok: false, outputs: [], reason: 'credits', error: '40104' },
      ],
    });
    const rows = await screen.findByTestId('desktop-func-rows');
    await waitFor(() => expect(within(rows).getAllByRole('listitem').length).toBeGreaterThan(2));
    expect(rows.textContent).toContain('a.pdf Done · free use');
    expect(rows.textContent).toContain('b.pdf Done · 2 credits');
    expect(within(rows).getByRole('alert').textContent).toBe(
      'Failed: Not enough credits for this file: its result was not kept.',
    );

    // Refused before any work: the membership dialog with the server's figures.
    quote = { ...quote, kind: 'short', point: 2, freeCountLeft: 0, balance: 1 };
    runAnswer = { code: '500', title: 'Not enough credits', content: 'credits' };
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByTestId('vip-dialog');
    await waitFor(() =>
      expect(dialog.textContent).toContain('This use costs 2 credits, but you have 1 left today.'),
    );
  });

  it('offers only what the agent can run here, and says so otherwise', async () => {
    await i18n.changeLanguage('en');
    page('image_ocr_desktop');
    expect((await screen.findByTestId('desktop-func-unavailable')).textContent).toContain(
      'need Tesseract OCR',
    );
  });

  it('asks to open it from the desktop app when not paired', async () => {
    unpair();
    page('pdf_merge_desktop');
    expect((await screen.findByTestId('desktop-not-paired')).textContent).toBe(
      'Open this page from the Toolbox desktop app to use it.',
    );
  });
});
