import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { toast } from '../ui/toast-store.ts';
import { renderWithProviders } from '../test/render.tsx';
import { CopyButton } from './copy-button.tsx';
import { ErrorMessage, errorText, ToolError } from './tool-error.tsx';
import { useToolError } from './use-tool-error.ts';

describe('errorText / ErrorMessage', () => {
  it('translates known codes with their params', () => {
    expect(errorText(new ToolError('file_too_large'))).toBe('File is too large, processing failed');
    expect(errorText(new ToolError('pdf_encrypted', { name: 'a.pdf' }))).toBe(
      'PDF file [a.pdf] is encrypted, please remove it and try again',
    );
    expect(errorText(Object.assign(new Error('x'), { code: 'copy_failed' }))).toBe('Copy failed');
  });

  it('falls back to the message, then to "processing failed"', () => {
    expect(errorText(Object.assign(new Error('Disk full'), { code: 'unknown_code' }))).toBe('Disk full');
    expect(errorText(new Error(''))).toBe('Processing failed');
    expect(errorText(null)).toBe('Processing failed');
  });

  it('prefers the tool’s own text for a code', () => {
    i18n.addResourceBundle(
      'en',
      'translation',
      { tools: { demo: { errors: { bad_regex: 'Bad pattern' } } } },
      true,
      true,
    );
    expect(errorText(new ToolError('bad_regex'), 'demo')).toBe('Bad pattern');
    expect(errorText(new ToolError('bad_regex'))).toBe('bad_regex');
  });

  it('renders an alert in the current language, nothing without error', async () => {
    const { rerender, container } = renderWithProviders(<ErrorMessage error={null} />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    rerender(<ErrorMessage error={new ToolError('image_load_abnormal')} />);
    expect(screen.getByRole('alert').textContent).toBe('Image load abnormal');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('alert').textContent).toBe('图片加载异常');
  });
});

describe('useToolError', () => {
  function Demo({ fail }: { fail: unknown }) {
    const { error, capture, clearError } = useToolError();
    return (
      <div>
        <button onClick={() => void capture(() => Promise.reject(fail))}>run</button>
        <button onClick={clearError}>clear</button>
        <ErrorMessage error={error} />
      </div>
    );
  }

  it('captures errors but ignores aborts', async () => {
    const { rerender } = render(<Demo fail={new ToolError('processing_error')} />);
    await act(async () => fireEvent.click(screen.getByText('run')));
    expect(screen.getByRole('alert').textContent).toBe(
      'Processing error, check the file or input parameters',
    );
    fireEvent.click(screen.getByText('clear'));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Demo fail={new DOMException('stop', 'AbortError')} />);
    await act(async () => fireEvent.click(screen.getByText('run')));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CopyButton', () => {
  it('copies and toasts success', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderWithProviders(<CopyButton text={() => 'hello'} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(toast.current()[0]).toMatchObject({ kind: 'success', message: 'Copied' });
    expect(screen.getByRole('button').textContent).toBe('Copied');
  });

  it('shows "copy failed" when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    document.execCommand = vi.fn(() => false);
    renderWithProviders(<CopyButton text="x" label="Copy result" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy result' })));
    expect(toast.current()[0]).toMatchObject({ kind: 'warning', message: 'Copy failed' });
  });
});
