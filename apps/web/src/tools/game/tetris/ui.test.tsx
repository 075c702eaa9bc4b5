import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeTimeEachTest } from '../../../test/fake-time.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TetrisTool from './ui.tsx';

const stat = (id: string) => Number(screen.getByTestId(`tetris-${id}`).textContent);
const key = (code: string, type: 'keyDown' | 'keyUp' = 'keyDown') => fireEvent[type](window, { code });

describe('tetris UI', () => {
  fakeTimeEachTest();

  it('starts, hard-drops with Space for 2 points a row, and holds with C once per piece', () => {
    renderWithProviders(<TetrisTool />, { toolCode: 'tetris' });
    expect(screen.getByText('Ready?')).toBeTruthy();
    key('Space'); // nothing happens before the game starts
    expect(stat('score')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    const next = screen.getByTestId('preview-Next').textContent ?? '';
    expect(next.split(' ')).toHaveLength(3);
    key('KeyC');
    expect(screen.getByTestId('preview-Hold').textContent).toMatch(/^[IJLOSTZ]$/);
    key('Space');
    // A piece spawned at the top falls 18 to 20 rows: 36 to 40 points.
    expect(stat('score')).toBeGreaterThanOrEqual(36);
    expect(stat('score')).toBeLessThanOrEqual(40);
  });

  it('pauses with P and resumes from the overlay', () => {
    renderWithProviders(<TetrisTool />, { toolCode: 'tetris' });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    key('KeyP');
    expect(screen.getByText('Paused')).toBeTruthy();
    key('Space');
    expect(stat('score')).toBe(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Resume' })[0]!);
    expect(screen.queryByText('Paused')).toBeNull();
  });

  it('ends the game when the stack reaches the top and saves the best score', () => {
    renderWithProviders(<TetrisTool />, { toolCode: 'tetris' });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    // Dropping every piece straight down in the middle tops out within a few dozen pieces.
    for (let i = 0; i < 60 && !screen.queryByText('Game over'); i++) act(() => key('Space'));
    expect(screen.getByText('Game over')).toBeTruthy();
    expect(Number(localStorage.getItem('toolbox.tetris.best'))).toBe(stat('score'));
    expect(stat('best')).toBe(stat('score'));
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
  });
});
