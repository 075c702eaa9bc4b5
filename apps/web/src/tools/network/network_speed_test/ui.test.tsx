import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Sample } from './speed-stats.ts';
import SpeedTestTool from './ui.tsx';

/** The signals the tool handed to each phase, so a test can see that Cancel aborted them. */
const signals = vi.hoisted(() => [] as AbortSignal[]);

/** Settles like a fetch would when aborted: with an AbortError, never otherwise. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true }),
  );

vi.mock('./speed-runner.ts', () => ({
  PHASE_MS: 10_000,
  WARMUP_MS: 2_000,
  measurePings: async (signal: AbortSignal) => {
    signals.push(signal);
    return [20, 22, 21];
  },
  measureDownload: (signal: AbortSignal, onSample: (s: Sample[]) => void) => {
    signals.push(signal);
    onSample([
      { t: 0, bytes: 0 },
      { t: 2_500, bytes: 25_000_000 },
    ]);
    return untilAborted(signal);
  },
  measureUpload: (signal: AbortSignal) => untilAborted(signal),
}));

describe('network_speed_test UI', () => {
  it('shows the phase and its progress while measuring, and Cancel stops the run', async () => {
    renderWithProviders(<SpeedTestTool />, { toolCode: 'network_speed_test' });
    const phase = () => within(screen.getByTestId('speed-phase')).getByRole('status');
    expect(phase().textContent).toBe('Ready');
    fireEvent.click(screen.getByRole('button', { name: 'Start test' }));

    await waitFor(() => expect(phase().textContent).toBe('Measuring download…'));
    expect(screen.getByTestId('result-ping').querySelector('dd')?.textContent).toBe('21 ms');
    const bar = screen.getByRole('progressbar', { name: 'Measuring download…' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['2500', '10000']);
    expect(screen.queryByRole('button', { name: 'Start test' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The test was stopped.'));
    expect(signals.at(-1)?.aborted).toBe(true);
    expect(phase().textContent).toBe('Ready');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start test' })).toBeTruthy();
  });
});
