import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { replaceText } from '@toolbox/toolkit/text';
import type { ReplaceRequest } from './protocol.ts';
import TextReplaceTool from './ui.tsx';

// Large texts go to the worker; happy-dom has none, so the bridge runs the engine in-process.
const workerRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async ({ text, options }: ReplaceRequest, { signal }: { signal?: AbortSignal } = {}) => {
      workerRuns.count++;
      // A pattern standing for catastrophic backtracking: it never finishes, only an abort ends it.
      if (options.find === '(a+)+b') {
        return new Promise((_, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }
      return replaceText(text, options);
    },
    terminate: () => {},
  }),
}));

function renderTool() {
  return renderWithProviders(<TextReplaceTool />, { toolCode: 'text_replace' });
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const result = () => (screen.getByTestId('replace-result') as HTMLTextAreaElement).value;
const status = () => screen.getByTestId('replace-status').textContent;

describe('text_replace UI', () => {
  it('shows the result and the count as you type', () => {
    renderTool();
    expect(status()).toMatch(/Type what to find/);
    type('Text', 'one cat, two cats, Cat');
    type('Find', 'cat');
    type('Replace with', 'dog');
    expect(result()).toBe('one dog, two dogs, dog');
    expect(status()).toBe('3 replacements');
    fireEvent.click(screen.getByLabelText('Match case'));
    expect(status()).toBe('2 replacements');
    fireEvent.click(screen.getByLabelText('Whole word'));
    expect(result()).toBe('one dog, two cats, Cat');
    expect(status()).toBe('1 replacement');
    type('Find', 'bird');
    expect(status()).toBe('No matches');
  });

  it('supports regex groups, toggles with Alt+R, and swaps the result into the input', async () => {
    renderTool();
    type('Text', '2024-05-06');
    type('Find', '(\\d+)-(\\d+)-(\\d+)');
    type('Replace with', '$3/$2/$1');
    fireEvent.keyDown(screen.getByLabelText('Find'), { key: 'r', code: 'KeyR', altKey: true });
    expect((screen.getByLabelText('Regular expression') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(result()).toBe('06/05/2024'));
    fireEvent.click(screen.getByRole('button', { name: 'Use result as text' }));
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('06/05/2024');
  });

  it('explains an invalid regex inline, in the user language', async () => {
    renderTool();
    type('Text', 'abc');
    fireEvent.click(screen.getByLabelText('Regular expression'));
    type('Find', '(abc');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('Invalid regular expression: a “(” is never closed');
    expect(screen.getByLabelText('Find').getAttribute('aria-invalid')).toBe('true');
    expect(result()).toBe('abc');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('alert').textContent).toBe('正则表达式无效：有未闭合的括号 (');
  });

  it('stops a regular expression that runs too long and says why', async () => {
    vi.useFakeTimers();
    try {
      renderTool();
      type('Text', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
      fireEvent.click(screen.getByLabelText('Regular expression'));
      type('Find', '(a+)+b');
      await act(() => vi.advanceTimersByTimeAsync(5_100));
      expect(screen.getByRole('alert').textContent).toMatch(/ran for over 5 seconds/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs large texts in the worker, debounced', async () => {
    workerRuns.count = 0;
    renderTool();
    const big = 'lorem ipsum '.repeat(20_000);
    type('Text', big);
    type('Find', 'ipsum');
    type('Replace with', 'x');
    expect(screen.getByTestId('replace-status').textContent).toBe('Updating…');
    await waitFor(() => expect(status()).toBe('20,000 replacements'));
    expect(workerRuns.count).toBe(1);
    expect(result().startsWith('lorem x lorem x')).toBe(true);
  });
});
