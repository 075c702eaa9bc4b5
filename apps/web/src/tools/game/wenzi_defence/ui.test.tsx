import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimeEachTest } from '../../../test/fake-time.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import WenziDefenceTool from './ui.tsx';

const field = () => screen.getByLabelText('Type here') as HTMLInputElement;
const words = () => screen.queryAllByTestId('wd-word');
const stat = (id: string) => screen.getByTestId(`wd-${id}`);

/** Lets animation frames run for `ms` of game time. */
const play = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('wenzi_defence UI', () => {
  fakeTimeEachTest();

  it('drops English words and destroys one typed on the keyboard, highlighting the prefix', () => {
    renderWithProviders(<WenziDefenceTool />, { toolCode: 'wenzi_defence' });
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    play(200);
    expect(words()).toHaveLength(1);
    const text = words()[0]!.textContent ?? '';
    fireEvent.change(field(), { target: { value: text[0] } });
    expect(field().value).toBe('');
    expect(words()[0]!.querySelector('mark')?.textContent).toBe(text[0]);
    expect(screen.getByTestId('wd-typed').textContent).toBe(`Target: ${text} · ${text[0]}`);
    fireEvent.change(field(), { target: { value: text.slice(1) } });
    expect(words()).toHaveLength(0);
    expect(Number(stat('score').textContent)).toBeGreaterThan(0);
  });

  it('accepts Chinese typed through an input method only when the composition ends', () => {
    renderWithProviders(<WenziDefenceTool />, { toolCode: 'wenzi_defence' });
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'zh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    play(200);
    const hanzi = words()[0]!.querySelector('.wd-text')!.textContent ?? '';
    expect(hanzi).toMatch(/^[\u4e00-\u9fff]+$/);
    fireEvent.compositionStart(field());
    fireEvent.change(field(), { target: { value: 'zzzz' } }); // pinyin being composed: ignored
    expect(words()).toHaveLength(1);
    // happy-dom has no CompositionEvent: a plain event carrying `data`, as the browser's would.
    const end = Object.assign(new Event('compositionend', { bubbles: true }), { data: hanzi });
    act(() => void field().dispatchEvent(end));
    expect(words()).toHaveLength(0);
  });

  it('costs lives when words reach the wall and ends the game, keeping the best score', () => {
    renderWithProviders(<WenziDefenceTool />, { toolCode: 'wenzi_defence' });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    play(16_000);
    expect(stat('lives').getAttribute('aria-label')).toMatch(/^[0-4] lives left$/);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.getByText('Paused')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Resume' })[0]!);
    play(60_000);
    expect(screen.getByText('Game over')).toBeTruthy();
    expect(stat('lives').getAttribute('aria-label')).toBe('0 lives left');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });
});
