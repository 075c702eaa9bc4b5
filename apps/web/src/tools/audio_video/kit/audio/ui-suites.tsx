// Shared UI suites of the audio converters and merges whose inputs (MP3, AAC) Node cannot decode:
// each tool's ui.test.tsx mocks the worker bridge with the kit's handler and calls one of these.
import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../../../features/pdf/test-helpers.tsx';
import { audioFixture } from './test-helpers.ts';
import { FORMAT_LIMITS } from '@toolbox/toolkit/audio';

export interface Converter {
  code: string;
  tool: () => ReactElement;
  out: 'mp3' | 'm4a' | 'wav';
  highestRate: string;
  /** A real file of the input format, which Node cannot decode. */
  sample: [name: string, mime: string];
}

/** The page of a converter whose input Node cannot decode: the rates offered, a damaged and an undecodable file. */
export function converterSuite({ code, tool, out, highestRate, sample }: Converter): void {
  describe(`${code} UI`, () => {
    const convert = `Convert to ${out.toUpperCase()}`;

    it('offers only the rates the output format holds and waits for a readable file', () => {
      renderTool(code, tool());
      expect(screen.getByText(/It is processed in your browser and never uploaded/)).toBeTruthy();
      const rates = within(screen.getByLabelText('Sample rate'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(rates[0]).toBe('Same as the file');
      expect(rates.at(-1)).toBe(highestRate);
      expect(rates.length).toBe(FORMAT_LIMITS[out].sampleRates.length + 1);
      expect((screen.getByRole('button', { name: convert }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('names a damaged file, and a file this browser cannot decode', async () => {
      renderTool(code, tool());
      fireEvent.change(screen.getByTestId('file-input'), {
        target: { files: [audioFixture('corrupt.mp3', sample[1])] },
      });
      expect(
        await screen.findByText(
          'Audio file [corrupt.mp3] cannot be read; it may be damaged or not an audio file',
        ),
      ).toBeTruthy();
      fireEvent.change(screen.getByTestId('file-input'), {
        target: { files: [audioFixture(...sample)] },
      });
      expect(await screen.findByText(`This browser cannot decode the audio in [${sample[0]}]`)).toBeTruthy();
      expect((screen.getByRole('button', { name: convert }) as HTMLButtonElement).disabled).toBe(true);
    });
  });
}

export interface Merge {
  code: string;
  tool: () => ReactElement;
  label: string;
  mime: string;
  /** Two real files of the format, which Node cannot decode. */
  files: [string, string];
}

/** The page of a merge whose inputs Node cannot decode: two files needed, the order kept, the bad one named. */
export function mergeSuite({ code, tool, label, mime, files: [first, second] }: Merge): void {
  describe(`${code} UI`, () => {
    it('needs two readable files, keeps them in the order set, and names the one it cannot use', async () => {
      renderTool(code, tool());
      const run = screen.getByRole('button', { name: label }) as HTMLButtonElement;
      fireEvent.change(screen.getByTestId('file-input'), { target: { files: [audioFixture(first, mime)] } });
      expect(await screen.findByText('Add at least two files to merge.')).toBeTruthy();
      expect(run.disabled).toBe(true);
      fireEvent.change(screen.getByTestId('file-input'), {
        target: { files: [audioFixture(second, mime), audioFixture('corrupt.mp3', mime)] },
      });
      expect(await screen.findByText('3 files')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: `Move “${second}” up` }));
      expect(
        screen.getAllByTestId('audio-merge-row').map((r) => within(r).getByTitle(/\.(mp3|m4a)$/).textContent),
      ).toEqual([second, first, 'corrupt.mp3']);
      expect(
        await screen.findByText(
          'Audio file [corrupt.mp3] cannot be read; it may be damaged or not an audio file',
        ),
      ).toBeTruthy();
      expect(run.disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Remove “corrupt.mp3”' }));
      // Node has no MP3/AAC decoder: the files stay unreadable here, so the merge still waits.
      expect(await screen.findByText(`This browser cannot decode the audio in [${second}]`)).toBeTruthy();
      expect(run.disabled).toBe(true);
    });
  });
}
