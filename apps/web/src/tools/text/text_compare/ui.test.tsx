import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { diffTexts } from '@toolbox/toolkit/textcode';
import type { DiffRequest } from '../../../features/text-compare/protocol.ts';
import TextCompareTool from './ui.tsx';

// happy-dom has no workers: the bridge runs the engine in-process and counts the runs.
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async ({ oldText, newText, options }: DiffRequest) => {
      runs.count++;
      return diffTexts(oldText, newText, options);
    },
    terminate: () => {},
  }),
}));

const renderTool = () => renderWithProviders(<TextCompareTool />, { toolCode: 'text_compare' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const status = () => screen.getByTestId('diff-status').textContent;

describe('text_compare UI', () => {
  it('shows counts and marked words as you type, and folds long unchanged runs', () => {
    const common = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    renderTool();
    expect(status()).toMatch(/Type or paste text/);
    type('Original', `${common}\nthe quick fox`);
    type('Changed', `${common}\nthe slow fox\nnew line`);
    expect(status()).toBe('1 added · 0 removed · 1 changed · 20 unchanged lines');
    const marks = [...document.querySelectorAll('.dv-mark')].map((m) => m.textContent);
    expect(marks).toEqual(['quick', 'slow', 'new line']);
    const fold = screen.getByRole('button', { name: 'Show 17 unchanged lines' });
    fireEvent.click(fold);
    expect(screen.getByTestId('diff-view').textContent).toContain('line 0');
  });

  it('reports identical texts, honours ignore case, and swaps sides', () => {
    renderTool();
    type('Original', 'Hello');
    type('Changed', 'hello');
    expect(status()).toBe('0 added · 0 removed · 1 changed · 0 unchanged lines');
    fireEvent.click(screen.getByLabelText('Ignore case'));
    expect(status()).toBe('The two texts are identical.');
    fireEvent.click(screen.getByRole('button', { name: /Swap sides/ }));
    expect((screen.getByLabelText('Original') as HTMLTextAreaElement).value).toBe('hello');
  });

  it('compares large texts in the worker', async () => {
    renderTool();
    const big = 'some words on a line\n'.repeat(4_000);
    type('Original', big);
    type('Changed', `${big}tail`);
    expect(status()).toBe('Comparing…');
    await waitFor(() => expect(status()).toBe('1 added · 0 removed · 0 changed · 4,000 unchanged lines'));
    expect(runs.count).toBe(1);
  });
});
