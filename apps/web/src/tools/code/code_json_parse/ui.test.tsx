import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { childPath, processJson, SHOWN_LIMIT } from './process.ts';
import type { JsonRequest } from './protocol.ts';
import JsonParseTool from './ui.tsx';

// happy-dom has no workers: the bridge runs the same function in-process and counts the runs.
const workerRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async ({ input, settings }: JsonRequest) => {
      workerRuns.count++;
      const outcome = processJson(input, settings);
      const error = outcome.error as { code?: string; params?: unknown } | null;
      return { ...outcome, error: error ? { code: error.code, params: error.params } : null };
    },
    terminate: () => {},
  }),
}));

const renderTool = () => renderWithProviders(<JsonParseTool />, { toolCode: 'code_json_parse' });
const type = (value: string) => fireEvent.change(screen.getByLabelText('JSON input'), { target: { value } });
const output = () => (screen.getByTestId('json-output') as HTMLTextAreaElement).value;

describe('code_json_parse UI', () => {
  it('formats as you type, minifies, sorts keys and keeps big numbers', async () => {
    renderTool();
    type('{"b": 12345678901234567890, "a": [1, {"c": null}]}');
    await waitFor(() =>
      expect(output()).toBe(
        '{\n  "b": 12345678901234567890,\n  "a": [\n    1,\n    {\n      "c": null\n    }\n  ]\n}',
      ),
    );
    expect(screen.getByTestId('json-status').textContent).toBe('✓ Valid JSON · 3 keys · 3 levels deep');
    fireEvent.click(screen.getByRole('button', { name: 'Minify' }));
    fireEvent.click(screen.getByLabelText('Sort keys'));
    expect(output()).toBe('{"a":[1,{"c":null}],"b":12345678901234567890}');
  });

  it('points at the error by line and column, in the user language', async () => {
    renderTool();
    type('{\n  "a": 1,\n  "b": 2,\n}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Line 3, column 9: a comma after the last item is not allowed in JSON',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to error' }));
    const box = screen.getByLabelText('JSON input') as HTMLTextAreaElement;
    expect(box.selectionStart).toBe(20); // the comma after "b": 2
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('alert').textContent).toContain('第 3 行第 9 列：最后一项后面多了逗号');
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a collapsible tree and escapes / unescapes strings', async () => {
    renderTool();
    type('{"user": {"name": "Ada", "tags": ["x"]}}');
    await waitFor(() => expect(output()).toContain('"Ada"'));
    fireEvent.click(screen.getByRole('tab', { name: 'Tree' }));
    const tree = screen.getByTestId('json-tree');
    expect(tree.textContent).toContain('"name": "Ada"');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByTestId('json-tree').textContent).not.toContain('"Ada"');
    fireEvent.click(screen.getByRole('tab', { name: 'Text' }));
    fireEvent.click(screen.getByRole('button', { name: 'Escape as string' }));
    expect(output()).toBe('{\\"user\\": {\\"name\\": \\"Ada\\", \\"tags\\": [\\"x\\"]}}');
    type('bad \\q');
    fireEvent.click(screen.getByRole('button', { name: 'Unescape' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('invalid escape sequence'));
  });

  it('shows a short result whole, without a note', async () => {
    renderTool();
    type('{"a": 1}');
    await waitFor(() => expect(output()).toBe('{\n  "a": 1\n}'));
    expect(screen.queryByText(/^Showing the first/)).toBeNull();
    expect(screen.getByTestId('json-output').hasAttribute('aria-describedby')).toBe(false);
  });

  it('builds readable paths', () => {
    expect(childPath(childPath(childPath('$', 'users'), 0), 'first name')).toBe('$.users[0]["first name"]');
  });
});

describe('code_json_parse with large input', () => {
  it('processes it in the worker and still reports errors with their place', async () => {
    renderTool();
    const big = `[${Array.from({ length: 40_000 }, (_, i) => `{"id": ${i}, "name": "item ${i}"}`).join(',')}]`;
    type(big);
    expect(screen.getByTestId('json-status').textContent).toBe('Working…');
    await waitFor(() =>
      expect(screen.getByTestId('json-status').textContent).toBe(
        '✓ Valid JSON · 80,000 keys · 2 levels deep',
      ),
    );
    expect(workerRuns.count).toBe(1);
    // The text box shows the result's beginning, whole lines, and says how much; copy and download have it all.
    const whole = processJson(big, { action: 'format', indent: 2, sortKeys: false }).output;
    expect(whole.length).toBeGreaterThan(SHOWN_LIMIT);
    expect(whole.startsWith(output())).toBe(true);
    expect(output().length).toBeLessThanOrEqual(SHOWN_LIMIT);
    expect(whole[output().length]).toBe('\n');
    const cut = screen.getByText(/^Showing the first/);
    expect(cut.textContent).toBe(
      `Showing the first ${output().length.toLocaleString('en')} of ${whole.length.toLocaleString('en')} characters; copy or download for the whole result.`,
    );
    expect(screen.getByTestId('json-output').getAttribute('aria-describedby')).toBe(cut.id);
    type(`${big.slice(0, -1)},]`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Line 1, column'));
    expect(screen.getByRole('alert').textContent).toContain('a comma after the last item is not allowed');
  });
});
