import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { systemInfoResource } from '../../queries/system-info.ts';
import { resetPoints } from './points-store.ts';
import { fakeCreditsServer, quote, textReplace, wordToPdf } from './test-server.ts';
import { useCreditsBeforeSubmit } from './use-function-use.tsx';

/** Shows what beforeSubmit resolved (the grant) or threw, in the document title. */
function Harness({ code }: { code: string }) {
  const credits = useCreditsBeforeSubmit(code);
  const go = () =>
    credits.beforeSubmit().then(
      (grant) => (document.title = `grant:${JSON.stringify(grant)}`),
      (error: Error) => (document.title = `error:${error.message}`),
    );
  return (
    <>
      <button type="button" onClick={() => void go()}>
        run
      </button>
      {credits.dialogs}
    </>
  );
}

const granted = {
  data: {
    code: 'word_to_pdf',
    useId: 'use-7',
    deductPoint: 5,
    free: false,
    freeCountLeft: 0,
    payRequired: false,
    priority: false,
    totalFuncPoint: 10,
    useFuncPoint: 5,
  },
};
const outcome = () =>
  waitFor(() => expect(document.title).toMatch(/^(grant|error):/), { timeout: 4_000 }).then(
    () => document.title,
  );

describe('useCreditsBeforeSubmit', () => {
  beforeEach(() => {
    resetPoints();
    systemInfoResource.reset();
    document.title = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands the use id the server granted to the submit', async () => {
    const server = fakeCreditsServer({ '/tq': quote(), '/t': granted }, [wordToPdf]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<Harness code="word_to_pdf" />, { path: '/func/word_to_pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct and run' }));
    expect(await outcome()).toBe('grant:{"useId":"use-7"}');
  });

  it('throws “not run” when the visitor declines: no use, nothing submitted', async () => {
    const server = fakeCreditsServer({ '/tq': quote(), '/t': granted }, [wordToPdf]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<Harness code="word_to_pdf" />, { path: '/func/word_to_pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    await screen.findByTestId('deduct-confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await outcome()).toMatch(/^error:/);
    expect(server.paths()).not.toContain('/t');
  });

  it('grants a free function without a use id (the server does not ask for one)', async () => {
    const server = fakeCreditsServer({}, [textReplace]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<Harness code="text_replace" />, { path: '/func/text_replace' });
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    expect(await outcome()).toBe('grant:{}');
  });
});
