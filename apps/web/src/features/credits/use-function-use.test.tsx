import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { clearLogin, saveLogin } from '../auth/login-store.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { toast } from '../../ui/toast-store.ts';
import { resetPoints } from './points-store.ts';
import { credits, fakeCreditsServer, quote, textReplace, wordToPdf } from './test-server.ts';
import { useFunctionUse } from './use-function-use.tsx';

function Harness({ code, pages }: { code: string; pages?: number }) {
  const use = useFunctionUse(code);
  return (
    <>
      <button
        type="button"
        onClick={() => void use.requestUse({ pages }).then((go) => (document.title = `go:${go}`))}
      >
        run
      </button>
      {use.dialogs}
    </>
  );
}

const used = {
  data: {
    code: 'word_to_pdf',
    deductPoint: 5,
    free: false,
    freeCountLeft: 0,
    payRequired: false,
    priority: false,
    totalFuncPoint: 10,
    useFuncPoint: 5,
  },
};
const settings = (hide: boolean, auto = false) => ({ data: { hideDeductConfirm: hide, autoDeduct: auto } });

async function run(code = 'word_to_pdf', pages?: number) {
  document.title = '';
  renderWithProviders(<Harness code={code} pages={pages} />, { path: '/func/word_to_pdf' });
  fireEvent.click(screen.getByRole('button', { name: 'run' }));
}
const outcome = () =>
  waitFor(() => expect(document.title).toMatch(/^go:/), { timeout: 4_000 }).then(() => document.title);

describe('useFunctionUse', () => {
  beforeEach(() => {
    resetPoints();
    systemInfoResource.reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLogin();
  });

  it('runs a browser tool without asking the server for credits', async () => {
    const server = fakeCreditsServer({}, [textReplace]);
    vi.stubGlobal('fetch', server.fetchStub);
    await run('text_replace');
    expect(await outcome()).toBe('go:true');
    expect(server.paths()).not.toContain('/t');
  });

  it('asks before deducting, then deducts on the tourist path', async () => {
    const server = fakeCreditsServer({ '/tq': quote({ balance: 10 }), '/t': used }, [wordToPdf]);
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    const dialog = await screen.findByTestId('deduct-confirm');
    expect(dialog.textContent).toContain('Use credits for “Word to PDF”?');
    expect(dialog.textContent).toContain('This use costs 5 credits (you have 10).');
    expect(server.calls.find((c) => c.path === '/tq')?.body).toMatchObject({ code: 'word_to_pdf' });
    expect(dialog.textContent).not.toContain('Don’t ask me again'); // tourists have no stored setting
    fireEvent.click(screen.getByRole('button', { name: 'Deduct and run' }));
    expect(await outcome()).toBe('go:true');
    const use = server.calls.find((c) => c.path === '/t');
    expect(use?.body).toMatchObject({ code: 'word_to_pdf', timezoneOffset: new Date().getTimezoneOffset() });
  });

  it('prices per page for openLevel 3 and sends the page count', async () => {
    const perPage = {
      ...wordToPdf,
      code: 'pdf_to_word',
      name: 'PDF to Word',
      openLevel: 3,
      point: 2,
      freeCount: 0,
    };
    const server = fakeCreditsServer(
      {
        '/tq': quote({ code: 'pdf_to_word', point: 14, each: 2, pages: 7, freeCount: 0, balance: 50 }),
        '/t': used,
      },
      [perPage],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run('pdf_to_word', 7);
    const dialog = await screen.findByTestId('deduct-confirm');
    expect(dialog.textContent).toContain(
      'This use, on 7 pages, costs 14 credits at 2 per page (you have 50).',
    );
    expect(server.calls.find((c) => c.path === '/tq')?.body).toMatchObject({ pageCount: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Deduct and run' }));
    expect(await outcome()).toBe('go:true');
    expect(server.calls.find((c) => c.path === '/t')?.body).toMatchObject({
      code: 'pdf_to_word',
      pageCount: 7,
    });
  });

  it('refuses a desktop-only function on the web without asking the server', async () => {
    const desktop = { ...wordToPdf, code: 'file_search_desktop', openLevel: 4 };
    const server = fakeCreditsServer({}, [desktop]);
    vi.stubGlobal('fetch', server.fetchStub);
    const warn = vi.spyOn(toast, 'warning');
    await run('file_search_desktop');
    expect(await outcome()).toBe('go:false');
    expect(warn).toHaveBeenCalledWith('This function needs the Windows desktop version.');
    expect(server.paths()).not.toContain('/t');
  });

  it('deducts without asking when auto-deduct is on (international edition)', async () => {
    saveLogin({
      accessToken: 'tok-auto',
      email: 'a@example.com',
      phoneNumber: null,
      idCode: null,
      emptyPassword: false,
    });
    const server = fakeCreditsServer(
      { '/qh': credits(10, 0), '/h': used, '/ut/user-setting/get': settings(false, true) },
      [wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    expect(await outcome()).toBe('go:true');
    expect(screen.queryByTestId('deduct-confirm')).toBeNull();
  });

  it('does nothing when the visitor cancels', async () => {
    const server = fakeCreditsServer({ '/tq': quote(), '/t': used }, [wordToPdf]);
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    await screen.findByTestId('deduct-confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await outcome()).toBe('go:false');
    expect(server.paths()).not.toContain('/t');
  });

  it('skips the confirmation when the user hid it, and saves "don\'t ask again"', async () => {
    saveLogin({
      accessToken: 'tok',
      email: 'a@example.com',
      phoneNumber: null,
      idCode: null,
      emptyPassword: false,
    });
    const server = fakeCreditsServer(
      { '/qh': credits(10, 0), '/h': used, '/ut/user-setting/get': settings(true) },
      [wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    expect(await outcome()).toBe('go:true');
    expect(screen.queryByTestId('deduct-confirm')).toBeNull();
    expect(server.paths()).toContain('/h');
  });

  it('opens the VIP dialog on 40104 and the not-enough dialog on other refusals', async () => {
    const server = fakeCreditsServer(
      {
        // Quoted while credits were left; another tab spent them before this use.
        '/tq': quote({ balance: 5 }),
        '/t': { code: '40104', message: 'not enough credits' },
        '/list-vip-info': { data: [] },
      },
      [wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct and run' }));
    const vip = await screen.findByTestId('vip-dialog');
    expect(vip.textContent).toContain('Membership needed');
    expect(vip.textContent).toContain('You do not have enough credits left today for this use.');
    fireEvent.click(await screen.findByRole('button', { name: 'View membership plans' }));
    expect(await outcome()).toBe('go:false');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vip?showCurrentPoint=1'));
  });

  it('shows "Not Enough Credits. See More Info?" for another failure', async () => {
    const server = fakeCreditsServer(
      { '/tq': quote(), '/t': { code: '50000', message: 'Operation failed' } },
      [wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct and run' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Not Enough Credits. See More Info?');
    fireEvent.click(await screen.findByRole('button', { name: 'See more' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vip?showCurrentPoint=1'));
    expect(await outcome()).toBe('go:false');
  });

  it('shows no credits dialog on a network failure', async () => {
    const server = fakeCreditsServer({ '/tq': quote(), '/t': 'network' }, [wordToPdf]);
    vi.stubGlobal('fetch', server.fetchStub);
    const warn = vi.spyOn(toast, 'warning');
    await run();
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct and run' }));
    expect(await outcome()).toBe('go:false');
    expect(screen.queryByTestId('vip-dialog')).toBeNull();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('says a free use is free, with the free uses left and what comes after', async () => {
    const server = fakeCreditsServer(
      { '/tq': quote({ kind: 'free', point: 0, freeCountLeft: 2 }), '/t': used },
      [wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    const dialog = await screen.findByTestId('deduct-confirm');
    expect(dialog.textContent).toContain('Free use of “Word to PDF”');
    expect(dialog.textContent).toContain(
      'This use is free (2 of 3 free uses left today). After the free uses, a use costs 5 credits.',
    );
    expect(dialog.textContent).not.toContain('costs 5 credits (');
    fireEvent.click(screen.getByRole('button', { name: 'Run for free' }));
    expect(await outcome()).toBe('go:true');
  });

  it('says why a paid use costs (free uses taken), in the singular for one page, one credit or one free use', async () => {
    const onePage = {
      ...wordToPdf,
      code: 'pdf_to_word',
      name: 'PDF to Word',
      openLevel: 3,
      point: 1,
      freeCount: 1,
    };
    const server = fakeCreditsServer(
      {
        '/tq': quote({ code: 'pdf_to_word', point: 1, each: 1, pages: 1, freeCount: 1, balance: 1 }),
        '/t': used,
      },
      [onePage],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run('pdf_to_word', 1);
    const text = (await screen.findByTestId('deduct-confirm')).textContent ?? '';
    expect(text).toContain(
      'This use, on 1 page, costs 1 credit at 1 per page (you have 1). Today’s free use is taken.',
    );
    expect(text).not.toMatch(/\b1 (pages|credits|free uses)\b/);
  });

  it('tells a member the task is processed first', async () => {
    const server = fakeCreditsServer(
      { '/tq': quote({ point: 4, each: 4, freeCount: 0, balance: 300, priority: true }), '/t': used },
      [{ ...wordToPdf, openLevel: 2, point: 4, freeCount: 0 }],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    expect((await screen.findByTestId('deduct-confirm')).textContent).toContain(
      'This use costs 4 credits (you have 300). As a member, your task is processed first.',
    );
  });

  it('says a paid-result function takes no credits now', async () => {
    const server = fakeCreditsServer(
      { '/tq': quote({ kind: 'none', point: 0, freeCount: 0, payRequired: true }), '/t': used },
      [{ ...wordToPdf, openLevel: 1, price: 0.99 }],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    const dialog = await screen.findByTestId('deduct-confirm');
    expect(dialog.textContent).toContain('This use takes no credits now.');
    expect(dialog.textContent).not.toContain('credits (you have');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await outcome()).toBe('go:true');
  });

  it('when the credits left are not enough, says so in the VIP dialog and tries nothing', async () => {
    const server = fakeCreditsServer(
      { '/tq': quote({ kind: 'short', balance: 3 }), '/t': used, '/list-vip-info': { data: [] } },
      [wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await run();
    const vip = await screen.findByTestId('vip-dialog');
    expect(vip.textContent).toContain('This use costs 5 credits, but you have 3 left today.');
    expect(screen.queryByTestId('deduct-confirm')).toBeNull();
    fireEvent.click(within(vip).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await outcome()).toBe('go:false');
    expect(server.paths()).not.toContain('/t');
  });
});
