import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ServerFileTool } from './server-file-tool.tsx';
import { installFakeTaskServer } from './test-fake-server.ts';

afterEach(() => vi.unstubAllGlobals());

const result = { name: 'a.pdf', mimeType: 'application/pdf', bytes: new TextEncoder().encode('%PDF') };
const pick = () =>
  fireEvent.change(screen.getByTestId('file-input'), {
    target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'a.docx')] },
  });

describe('ServerFileTool', () => {
  it('stops quietly, without submitting, when beforeSubmit answers false', async () => {
    const server = installFakeTaskServer({ result });
    const beforeSubmit = vi.fn(async () => false);
    renderWithProviders(
      <ServerFileTool funcCode="word_to_pdf" accept=".docx" actionLabel="Go" beforeSubmit={beforeSubmit} />,
    );
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(beforeSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByTestId('task-progress')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls.some((c) => c.path === '/task/submit')).toBe(false);
    expect(server.calls.some((c) => c.path === '/file/trans-data')).toBe(true); // uploaded first
  });

  it('shows what beforeSubmit throws and submits nothing', async () => {
    const server = installFakeTaskServer({ result });
    renderWithProviders(
      <ServerFileTool
        funcCode="word_to_pdf"
        accept=".docx"
        actionLabel="Go"
        beforeSubmit={async () => {
          throw new Error('Not run: nothing was deducted');
        }}
      />,
    );
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not run: nothing was deducted');
    expect(server.calls.some((c) => c.path === '/task/submit')).toBe(false);
  });

  it('submits the use id beforeSubmit was granted (credits settled on the server)', async () => {
    const server = installFakeTaskServer({ result });
    renderWithProviders(
      <ServerFileTool
        funcCode="word_to_pdf"
        accept=".docx"
        actionLabel="Go"
        beforeSubmit={async () => ({ useId: 'use-42' })}
      />,
    );
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/task/submit')).toBe(true));
    expect(server.calls.find((c) => c.path === '/task/submit')?.json).toMatchObject({
      funcCode: 'word_to_pdf',
      useId: 'use-42',
    });
  });

  it('cancel stops polling a running task', async () => {
    const server = installFakeTaskServer({ result });
    renderWithProviders(<ServerFileTool funcCode="word_to_pdf" accept=".docx" actionLabel="Go" />);
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/task/query')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const polls = server.calls.filter((c) => c.path === '/task/query').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.calls.filter((c) => c.path === '/task/query')).toHaveLength(polls);
    expect(screen.queryByTestId('file-download')).toBeNull();
    expect(screen.queryByTestId('task-progress')).toBeNull();
  });
});
