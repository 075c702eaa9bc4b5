import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimeEachTest } from '../../../test/fake-time.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TomatoClockTool from './ui.tsx';

const MIN = 60_000;
const T0 = new Date(2025, 4, 12, 9, 0, 0).getTime();
const time = () => screen.getByTestId('tc-time').textContent;
const state = () => screen.getByTestId('tc-state').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('tomato_clock UI', () => {
  fakeTimeEachTest(T0);

  it('counts down 25 minutes of focus, then starts the break and counts the pomodoro for today', () => {
    renderWithProviders(<TomatoClockTool />, { toolCode: 'tomato_clock' });
    expect(time()).toBe('25:00');
    expect(state()).toBe('Ready: Focus');
    click('Start');
    act(() => vi.advanceTimersByTime(61_000));
    expect(time()).toBe('23:59');
    expect(document.title).toBe('23:59 · Focus');
    act(() => vi.advanceTimersByTime(24 * MIN));
    expect(state()).toBe('Short break');
    expect(time()).toBe('04:59');
    expect(screen.getByTestId('tc-today').textContent).toBe('1 pomodoro done today');
    expect(JSON.parse(localStorage.getItem('toolbox.tomato_clock.today') ?? '{}')).toEqual({
      day: '2025-05-12',
      count: 1,
    });
  });

  it('pauses and resumes, and catches up from timestamps after the tab slept', () => {
    renderWithProviders(<TomatoClockTool />, { toolCode: 'tomato_clock' });
    click('Start');
    act(() => vi.advanceTimersByTime(5 * MIN));
    click('Pause');
    expect(state()).toBe('Paused');
    act(() => vi.advanceTimersByTime(30 * MIN));
    expect(time()).toBe('20:00');
    click('Resume');
    expect(state()).toBe('Focus (resumed)');
    // Timers do not run in a sleeping tab; only the clock moves. Waking up shows the truth.
    act(() => {
      vi.setSystemTime(Date.now() + 21 * MIN);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(state()).toBe('Short break');
    expect(time()).toBe('04:00');
  });

  it('ends early without counting, remembers settings, and explains missing notifications', () => {
    const first = renderWithProviders(<TomatoClockTool />, { toolCode: 'tomato_clock' });
    click('Start');
    act(() => vi.advanceTimersByTime(3 * MIN));
    click('End early');
    expect(state()).toBe('Ended early');
    expect(screen.getByTestId('tc-today').textContent).toBe('0 pomodoros done today');
    fireEvent.change(screen.getByLabelText(/^Long break/), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Focus (minutes)'), { target: { value: '50' } });
    first.unmount();
    renderWithProviders(<TomatoClockTool />, { toolCode: 'tomato_clock' });
    expect(screen.getByLabelText('Long break: 25 minutes')).toBeTruthy();
    expect(time()).toBe('50:00');
    // happy-dom has no Notification API: the spec's message, in the user's language.
    expect(screen.getByRole('alert').textContent).toBe('Notifications are not supported or are disabled');
  });
});
