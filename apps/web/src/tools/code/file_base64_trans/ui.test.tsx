import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { decodeBase64, encodeBase64, sniffFileType } from '@toolbox/toolkit/textcode';
import { abortError } from '../../../framework/abort.ts';
import type { RunOptions } from '../../../framework/worker-bridge.ts';
import type { Base64Request } from './protocol.ts';
import FileBase64Tool from './ui.tsx';

// While `hold` is set, an encode reports half its progress and then waits until it is aborted, as a
// long run in the worker would; `signals` keeps each encode's signal.
const encodes = vi.hoisted(() => ({
  hold: false,
  signals: [] as AbortSignal[],
}));

// happy-dom has no workers: the bridge runs the same engines in-process.
vi.mock('./bridge.ts', () => ({
  SHOWN_CHARS: 100_000,
  base64Bridge: {
    run: async (req: Base64Request, opts: RunOptions = {}) => {
      if (req.op === 'encode') {
        const { signal, onProgress } = opts;
        if (signal) encodes.signals.push(signal);
        if (encodes.hold) {
          onProgress?.(0.5, 1);
          await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(abortError())));
        }
        return {
          op: 'encode',
          base64: encodeBase64(new Uint8Array(req.bytes)),
        };
      }
      const { bytes, declaredType } = decodeBase64(req.text);
      return {
        op: 'decode',
        bytes: bytes.buffer,
        declaredType,
        sniffed: sniffFileType(bytes),
      };
    },
  },
}));

const renderTool = () => renderWithProviders(<FileBase64Tool />, { toolCode: 'file_base64_trans' });

describe('file_base64_trans UI', () => {
  it('encodes a chosen file as Base64 or a data URL', async () => {
    renderTool();
    const file = new File(['Hello, 世界'], 'hello.txt', { type: 'text/plain' });
    fireEvent.change(screen.getAllByTestId('file-input')[0]!, {
      target: { files: [file] },
    });
    const output = () => (screen.getByTestId('encode-output') as HTMLTextAreaElement).value;
    await waitFor(() => expect(output()).toBe('SGVsbG8sIOS4lueVjA=='));
    expect(screen.getByTestId('encode-summary').textContent).toContain('hello.txt');
    fireEvent.click(screen.getByLabelText('Data URL (with data: prefix)'));
    expect(output()).toBe('data:text/plain;base64,SGVsbG8sIOS4lueVjA==');
  });

  it('shows the encoding run with its progress, and Cancel stops it', async () => {
    renderTool();
    encodes.hold = true;
    const pick = (file: File) =>
      fireEvent.change(screen.getAllByTestId('file-input')[0]!, {
        target: { files: [file] },
      });
    pick(new File(['a long file'], 'long.bin'));
    await waitFor(() => expect(screen.getByText('Encoding…').getAttribute('role')).toBe('status'));
    // The status shows while the file is still being read; the engine's first report comes after.
    await waitFor(() =>
      expect((screen.getByRole('progressbar', { name: 'Encoding…' }) as HTMLProgressElement).value).toBe(0.5),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(encodes.signals.at(-1)!.aborted).toBe(true);
    expect(screen.queryByText('Encoding…')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('encode-output')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    encodes.hold = false;
    pick(new File(['Hi'], 'short.txt'));
    await waitFor(() =>
      expect((screen.getByTestId('encode-output') as HTMLTextAreaElement).value).toBe('SGk='),
    );
  });

  it('decodes Base64 to a file, detecting its type, and explains bad input', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('tab', { name: 'Base64 → file' }));
    const input = screen.getByLabelText('Base64 or data URL');
    fireEvent.change(input, { target: { value: 'JVBERi0xLjcKJeLjz9MK' } }); // "%PDF-1.7\n%âãÏÓ\n"
    await waitFor(() =>
      expect(screen.getByTestId('decode-summary').textContent).toBe('Detected PDF (application/pdf) · 15 B'),
    );
    expect(screen.getByRole('button', { name: 'Download file.pdf' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'eyJhIjogMX0=' } });
    await waitFor(() => expect(screen.getByTestId('text-preview').textContent).toBe('{"a": 1}'));
    fireEvent.change(input, { target: { value: 'SGVsbG8*' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Character 8 (“*”) is not valid Base64 (only A–Z, a–z, 0–9, +, / and a final = are).',
      ),
    );
  });
});
