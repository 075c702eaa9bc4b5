import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import CodeCompareTool from './ui.tsx';

const renderTool = () => renderWithProviders(<CodeCompareTool />, { toolCode: 'code_compare' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('code_compare UI', () => {
  it('detects the language, colours tokens and marks the changed characters', () => {
    renderTool();
    type('Original code', 'def add(a, b):\n    return a + b  # sum\n');
    type('Changed code', 'def add(a, b):\n    return a - b  # sum\n');
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('Detected: Python');
    expect(screen.getByTestId('diff-status').textContent).toBe(
      '0 added · 0 removed · 1 changed · 1 unchanged lines',
    );
    const view = screen.getByTestId('diff-view');
    expect([...view.querySelectorAll('.tok-keyword')].map((e) => e.textContent)).toContain('return');
    expect([...view.querySelectorAll('.tok-comment')].map((e) => e.textContent)).toContain('# sum');
    expect([...view.querySelectorAll('.dv-mark')].map((e) => e.textContent)).toEqual(['+', '-']);
  });

  it('lets the user pick the language and indents with Tab', () => {
    renderTool();
    type('Original code', 'select 1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'sql' } });
    type('Changed code', 'select 2');
    const view = screen.getByTestId('diff-view');
    expect([...view.querySelectorAll('.tok-keyword')].map((e) => e.textContent)).toEqual([
      'select',
      'select',
    ]);
    const box = screen.getByLabelText('Changed code') as HTMLTextAreaElement;
    box.setSelectionRange(0, 0);
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(box.value).toBe('  select 2');
  });
});
