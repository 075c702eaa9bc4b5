import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { ToolContext } from '../../../framework/tool-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { handleWordMerge } from './handler.ts';
import type { WordMergeRequest, WordMergeResponse } from './protocol.ts';
import WordMergeTool from './ui.tsx';

const runs: WordMergeResponse[] = [];
// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: WordMergeRequest) => {
      const { result } = await handleWordMerge(req, { onProgress: () => {} });
      runs.push(result);
      return result;
    },
    terminate: () => {},
  }),
}));

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/toolkit/src/docx/__fixtures__',
);
const docx = (name: string) =>
  new File([readFileSync(join(fixtures, name))], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

function renderTool() {
  return renderWithProviders(
    <ToolContext.Provider value={{ code: 'word_merge' }}>
      <WordMergeTool />
    </ToolContext.Provider>,
  );
}

describe('word_merge UI', () => {
  it('merges documents in the order shown, after a move', async () => {
    renderTool();
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
    renderTool();
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
