import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());
// The credits check before the submit has its own tests (features/credits); here it lets every run through.
vi.mock('../../../features/credits/index.ts', () => ({
  useCreditsBeforeSubmit: () => ({ beforeSubmit: async () => {}, dialogs: null }),
}));

const docx = () => new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2])], '报告.docx');

describe('word_to_pdf UI', () => {
  it('uploads the document, follows the task and offers the PDF', async () => {
    const server = installFakeTaskServer({
      result: { name: '报告.pdf', mimeType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7') },
    });
    renderWithProviders(<Tool />, { toolCode: 'word_to_pdf' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [docx()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to PDF' }));
    expect(await screen.findByRole('button', { name: 'Download 报告.pdf' }, { timeout: 4000 })).toBeTruthy();
    expect(server.calls.map((c) => c.path)).toEqual([
      '/file/query-file-upload-config',
      '/file/trans-start',
      '/file/trans-data',
      '/task/submit',
      '/task/query',
      '/task/query',
      '/file/down-start',
      '/file/down-data/d1/0',
    ]);
    expect(server.calls[3]!.json).toEqual({ funcCode: 'word_to_pdf', fileIds: ['up1'], options: {} });
  });

  it('shows the server’s message when LibreOffice is missing', async () => {
    installFakeTaskServer({
      result: { name: 'x.pdf', mimeType: 'application/pdf', bytes: new Uint8Array(1) },
      submitError: { code: '50301', message: 'The server lacks LibreOffice (libreoffice-writer-nogui)' },
    });
    renderWithProviders(<Tool />, { toolCode: 'word_to_pdf' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [docx()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('libreoffice-writer-nogui');
  });

  it('shows the failed task’s remark, e.g. LibreOffice missing on the server', async () => {
    installFakeTaskServer({
      result: { name: 'x.pdf', mimeType: 'application/pdf', bytes: new Uint8Array(1) },
      failRemark: 'This server cannot convert Word files: LibreOffice is not installed',
    });
    renderWithProviders(<Tool />, { toolCode: 'word_to_pdf' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [docx()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to PDF' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toBe('This server cannot convert Word files: LibreOffice is not installed');
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('refuses a file over the tool’s size limit before uploading anything', async () => {
    const server = installFakeTaskServer({
      result: { name: 'x.pdf', mimeType: 'application/pdf', bytes: new Uint8Array(1) },
      maxFileSizeKB: 1,
    });
    renderWithProviders(<Tool />, { toolCode: 'word_to_pdf' });
    await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('/file/query-file-upload-config'));
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File([new Uint8Array(2048)], 'big.docx')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is too large: this tool takes files up to 1 KB.',
    );
    const convert = screen.getByRole('button', { name: 'Convert to PDF' }) as HTMLButtonElement;
    expect(convert.disabled).toBe(true);
    fireEvent.click(convert);
    expect(server.calls.some((c) => c.path === '/file/trans-start')).toBe(false);
  });
});
