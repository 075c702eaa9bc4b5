import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPoints } from '../../../features/credits/points-store.ts';
import { quote } from '../../../features/credits/test-server.ts';
import { systemInfoResource } from '../../../queries/system-info.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import SmartTextGenerator from './ui.tsx';
import { readHistory } from '../../../features/ai-writer/index.ts';
import { controlledStream, fakeWriterServer, startEvent } from '../kit/writer/test-server.ts';

const code = 'smart_text_generator';
const renderTool = () =>
  renderWithProviders(<SmartTextGenerator />, { toolCode: code, path: `/func/${code}` });
const text = () => screen.getByTestId('writer-text').textContent;

async function ask(topic = 'Night running') {
  fireEvent.change(await screen.findByLabelText('Topic and wishes'), { target: { value: topic } });
  fireEvent.click(screen.getByRole('button', { name: 'Write it' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Run for free' }));
}

describe('the writer kit (smart_text_generator)', () => {
  beforeEach(() => {
    resetPoints();
    systemInfoResource.reset();
  });
  afterEach(() => {
    resetPoints(); // no postponed credits refresh after the fetch stub is gone
    vi.unstubAllGlobals();
  });

  it('shows the text piece by piece as it streams, then what it cost, and keeps it in the history', async () => {
    const stream = controlledStream();
    const server = fakeWriterServer(code, [stream]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderTool();
    await ask();
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      path: '/ut/gpt/req-t',
      body: {
        code,
        input: {
          topic: 'Night running',
          kind: 'article',
          tone: 'friendly',
          language: 'en',
          length: 'medium',
          keywords: [],
        },
      },
    });
    expect(typeof server.sent[0]!.body.timezoneOffset).toBe('number');
    await act(async () => stream.send('start', startEvent()));
    await act(async () => stream.send('delta', { text: 'Run ' }));
    await waitFor(() => expect(text()).toBe('Run '));
    expect(document.querySelector('.writer-status')!.textContent).toBe('Writing…');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    await act(async () => stream.send('delta', { text: 'at night.' }));
    await waitFor(() => expect(text()).toBe('Run at night.'));
    await act(async () => {
      stream.send('done', { finishReason: 'stop', promptTokens: 10, completionTokens: 4 });
      stream.end();
    });
    await screen.findByText(/Done\. This one was free \(2 free uses left today\)\./);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    const output = screen.getByRole('region', { name: 'Result' });
    expect(within(output).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(readHistory(code)).toMatchObject([
      { id: 'call-1', summary: 'Night running', text: 'Run at night.' },
    ]);
    expect(screen.getByText('Recent results (1)')).toBeTruthy();
  });

  it('stops at once, keeping the text so far, and writes again with the same request', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const server = fakeWriterServer(code, [first, second]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderTool();
    await ask('Tea');
    await act(async () => {
      first.send('start', startEvent());
      first.send('delta', { text: 'Green tea ' });
    });
    await waitFor(() => expect(text()).toBe('Green tea '));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByText('Stopped. The text so far is kept.');
    expect(first.state.aborted).toBe(true);
    expect(server.sent[0]!.signal?.aborted).toBe(true);
    expect(text()).toBe('Green tea ');
    fireEvent.click(screen.getByRole('button', { name: 'Write again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run for free' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]!.body.input).toEqual(server.sent[0]!.body.input);
  });

  it('says a failure plainly and that the credits were given back', async () => {
    const stream = controlledStream();
    const server = fakeWriterServer(code, [stream], { quote: quote({ code, kind: 'paid', point: 5 }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderTool();
    fireEvent.change(await screen.findByLabelText('Topic and wishes'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct and run' }));
    await act(async () => {
      stream.send('start', startEvent({ deductPoint: 5, free: false }));
      stream.send('delta', { text: 'Half' });
      stream.send('error', {
        code: '42910',
        message: 'The AI service is busy right now. Please try again in a minute.',
        refunded: true,
      });
      stream.end();
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The AI service is busy right now. Please try again in a minute. The 5 credits it took were given back.',
    );
    expect(text()).toBe('Half');
  });

  it('opens the membership dialog when the server finds the credits short', async () => {
    const server = fakeWriterServer(code, [{ code: '40104', message: 'Not enough credits.' }]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderTool();
    await ask();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByTestId('writer-text')).toBeNull();
  });

  it('says plainly that no provider is configured, and offers no form', async () => {
    const server = fakeWriterServer(code, [], { configured: false });
    vi.stubGlobal('fetch', server.fetchStub);
    renderTool();
    expect((await screen.findByTestId('writer-unavailable')).textContent).toBe(
      'The AI writers are not available: the operator of this site has not configured a text-generation provider.',
    );
    expect(screen.queryByRole('button', { name: 'Write it' })).toBeNull();
  });

  it('asks nothing of the server while the topic is empty (the browser says what is missing)', async () => {
    const server = fakeWriterServer(code, []);
    vi.stubGlobal('fetch', server.fetchStub);
    renderTool();
    fireEvent.click(await screen.findByRole('button', { name: 'Write it' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sent).toHaveLength(0);
    expect(server.paths()).not.toContain('/tq');
  });
});
