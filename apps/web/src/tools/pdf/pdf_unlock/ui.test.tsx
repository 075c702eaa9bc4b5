import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// The worker's own handler, run in-process (happy-dom has no Worker), on qpdf-encrypted fixtures.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('./handler.ts')).handleUnlock,
  ),
);

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/toolkit/src/pdf/__fixtures__',
);
const fixture = (name: string) =>
  new File([readFileSync(join(fixtures, name))], name, { type: 'application/pdf' });

describe('pdf_unlock UI', () => {
  it('asks for the password, refuses a wrong one and unlocks with the right one', async () => {
    renderTool('pdf_unlock', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixture('unlock-aes-256.pdf')] },
    });
    const input = (await screen.findByLabelText('Password', {}, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock PDF' }));
    expect(
      await screen.findByText(
        'Wrong password for PDF file [unlock-aes-256.pdf]: check it and try again',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'user-pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock PDF' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 15_000 });
    expect(within(results).getByText('unlock-aes-256-unlocked.pdf')).toBeTruthy();
    expect(within(results).getByText(/4 pages/)).toBeTruthy();
    expect(screen.getByText('The password and every restriction are removed.')).toBeTruthy();
  });

  it('removes owner restrictions without asking, and says when a file is not encrypted', async () => {
    renderTool('pdf_unlock', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixture('unlock-owner-only.pdf')] },
    });
    expect(await screen.findByText(/only had restrictions/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pdfFile('plain.pdf', 1)] },
    });
    expect(
      await screen.findByText('PDF file [plain.pdf] is not encrypted: there is nothing to unlock'),
    ).toBeTruthy();
  });
});
