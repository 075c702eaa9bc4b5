import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { COMPUTER_DELAY_MS } from './use-game.ts';
import TicTacToeTool from './ui.tsx';

const cell = (row: number, col: number) =>
  screen.getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}:`) });
const status = () => screen.getByTestId('ttt-status').textContent;
const score = () => screen.getByTestId('ttt-score').textContent;

describe('tic_tac_toe UI', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets two players take turns until X wins, and counts the win', () => {
    renderWithProviders(<TicTacToeTool />, { toolCode: 'tic_tac_toe' });
    fireEvent.click(screen.getByLabelText('Two players'));
    expect(status()).toBe('X to play');
    for (const [r, c] of [
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
      [1, 3],
    ] as const)
      fireEvent.click(cell(r, c));
    expect(status()).toBe('X wins!');
    expect(cell(1, 3).getAttribute('aria-label')).toBe('Row 1, column 3: X');
    expect(cell(1, 3).className).toContain('is-win');
    expect(score()).toBe('X1O0Draws0');
    // The finished board takes no more moves.
    fireEvent.click(cell(3, 3));
    expect(cell(3, 3).getAttribute('aria-label')).toBe('Row 3, column 3: empty');
  });

  it('has the hard computer answer each move and block a threat', () => {
    renderWithProviders(<TicTacToeTool />, { toolCode: 'tic_tac_toe' });
    expect(status()).toBe('Your turn (X)');
    fireEvent.click(cell(1, 1));
    expect(status()).toBe('The computer is thinking…');
    act(() => vi.advanceTimersByTime(COMPUTER_DELAY_MS));
    // Against a corner, the only move that does not lose is the centre.
    expect(cell(2, 2).getAttribute('aria-label')).toBe('Row 2, column 2: O');
    fireEvent.click(cell(1, 2));
    act(() => vi.advanceTimersByTime(COMPUTER_DELAY_MS));
    expect(cell(1, 3).getAttribute('aria-label')).toBe('Row 1, column 3: O');
    expect(status()).toBe('Your turn (X)');
  });

  it('lets the computer open when it starts, and moves the focus with arrow keys', () => {
    renderWithProviders(<TicTacToeTool />, { toolCode: 'tic_tac_toe' });
    fireEvent.click(screen.getByLabelText('Computer'));
    act(() => vi.advanceTimersByTime(COMPUTER_DELAY_MS));
    const taken = screen.getAllByRole('button', { name: /: O$/ });
    expect(taken).toHaveLength(1);
    const centre = cell(2, 2);
    centre.focus();
    fireEvent.keyDown(centre, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell(1, 2));
    fireEvent.keyDown(cell(1, 2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell(1, 1));
    fireEvent.keyDown(cell(1, 1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell(1, 1));
  });
});
