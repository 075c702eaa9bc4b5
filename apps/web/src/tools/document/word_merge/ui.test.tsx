import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import type { WordMergeResponse } from './protocol.ts';
import WordMergeTool from './ui.tsx';

const runs: WordMergeResponse[] = [];
// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('./handler.ts')).handleWordMerge,
    (_req, answer) => runs.push(answer),
  ),
);

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/toolkit/src/docx/__fixtures__',
);
const docx = (name: string) =>
  new File([readFileSync(join(fixtures, name))], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

const renderMerge = () => renderTool('word_merge', <WordMergeTool />);

describe('word_merge UI', () => {
  it('merges documents in the order shown, after a move', async () => {
    renderMerge();
    const run = screen.getByRole('button', { name: 'Merge documents' }) as HTMLButtonElement;
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [docx('report-a.docx')] } });
    await screen.findByText('report-a.docx');
    expect(run.disabled).toBe(true);
    expect(screen.getByText('Add at least two documents to merge.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [docx('report-b.docx'), docx('letter-c.docx')] },
    });
    await screen.findByText('letter-c.docx');
    fireEvent.click(screen.getByRole('button', { name: 'Move “letter-c.docx” up' }));
    expect(
      screen.getAllByTestId('word-merge-row').map((r) => within(r).getByTitle(/docx$/).textContent),
    ).toEqual(['report-a.docx', 'letter-c.docx', 'report-b.docx']);
    expect(screen.getByText('“letter-c.docx” moved to position 2')).toBeTruthy();
    fireEvent.click(run);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('report-a_merged.docx')).toBeTruthy();
    expect(within(results).getByText(/3 documents · 3 pictures/)).toBeTruthy();
    const files = unzipSync(new Uint8Array(runs.at(-1)!.bytes));
    const text = [...strFromU8(files['word/document.xml']!).matchAll(/<w:t[^>]*>([^<]*)</g)].map((m) => m[1]);
    const order = text.filter((t) => t === 'Report A' || t === 'Report B' || t === 'Regards.');
    expect(order).toEqual(['Report A', 'Regards.', 'Report B']);
  });

  it('names a file that is not a Word document', async () => {
    renderMerge();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          docx('report-a.docx'),
          new File(['just text'], 'notes.docx', {
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
        ],
      },
    });
    await screen.findByText('notes.docx');
    fireEvent.click(screen.getByRole('button', { name: 'Merge documents' }));
    expect(
      await screen.findByText('Word file [notes.docx] cannot be processed; make sure it is a .docx file'),
    ).toBeTruthy();
  });
});
