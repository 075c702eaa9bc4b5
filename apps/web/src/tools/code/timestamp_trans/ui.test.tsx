import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import TimestampTool from './ui.tsx';

const renderTool = () => renderWithProviders(<TimestampTool />, { toolCode: 'timestamp_trans' });
/** Types or picks `value` in the field labelled `label`. */
const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const rowsOf = (testId: string) =>
  Object.fromEntries(
    [...screen.getByTestId(testId).querySelectorAll('.ts-result')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('output')!.textContent,
    ]),
  );

afterEach(() => vi.useRealTimers());

// Rendering ~430 time-zone options is slow in happy-dom on a busy machine.
describe('timestamp_trans UI', { timeout: 20_000 }, () => {
  it('converts a timestamp in seconds or milliseconds in the chosen zone', () => {
    renderTool();
    set('Time zone', 'Asia/Shanghai');
    set('Timestamp', '1700000000');
    expect(rowsOf('date-results')).toMatchObject({
      'In the chosen time zone': '2023-11-15 06:13:20 (Asia/Shanghai)',
      'ISO 8601': '2023-11-15T06:13:20.000+08:00',
      UTC: '2023-11-14 22:13:20',
      'Day of the week': 'Wednesday',
    });
    set('Timestamp', '1700000000123');
    expect(screen.getByLabelText('Unit').textContent).toContain('Detected: Milliseconds (ms)');
    expect(rowsOf('date-results')['ISO 8601']).toBe('2023-11-15T06:13:20.123+08:00');
    set('Timestamp', '17e8');
    expect(screen.getByRole('alert').textContent).toMatch(/Enter a numeric timestamp/);
  });

  it('turns a typed date into seconds and milliseconds', () => {
    renderTool();
    set('Time zone', 'America/New_York');
    set('Date and time', '2024-07-01 08:00:00');
    expect(rowsOf('stamp-results')).toMatchObject({
      'Timestamp (seconds)': '1719835200',
      'Timestamp (milliseconds)': '1719835200000',
    });
    set('Date and time', '2024-02-30 08:00');
    expect(screen.getByRole('alert').textContent).toMatch(/not recognised/);
  });

  it('runs a live clock that can be paused', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    renderTool();
    const clock = screen.getByTestId('clock-seconds');
    expect(clock.textContent).toBe('1700000000');
    act(() => vi.advanceTimersByTime(2_000));
    expect(clock.textContent).toBe('1700000002');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Current timestamp' })).getByRole('button', {
        name: /Pause/,
      }),
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(clock.textContent).toBe('1700000002');
  });
});
