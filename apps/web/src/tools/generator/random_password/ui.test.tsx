import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import RandomPasswordTool from './ui.tsx';

const renderTool = () => renderWithProviders(<RandomPasswordTool />, { toolCode: 'random_password' });

const passwords = () =>
  within(screen.getByTestId('password-list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('code')?.textContent ?? '');

describe('random_password UI', () => {
  it('generates a batch live from the settings, with entropy and strength', () => {
    renderTool();
    expect(passwords()).toHaveLength(5);
    for (const p of passwords()) expect(p).toHaveLength(16);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Length' }), { target: { value: '8' } });
    fireEvent.click(screen.getByLabelText('Uppercase A-Z'));
    fireEvent.click(screen.getByLabelText('Lowercase a-z'));
    fireEvent.click(screen.getByLabelText('Symbols !@#$…'));
    for (const p of passwords()) expect(p).toMatch(/^\d{8}$/);
    // 10^8 passwords: log2 = 26.6 bits.
    expect(screen.getByTestId('password-strength').textContent).toBe('Very weak · about 26 bits of entropy');
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '2' } });
    expect(passwords()).toHaveLength(2);
  });

  it('draws a fresh batch on request', () => {
    renderTool();
    const before = passwords();
    fireEvent.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(passwords()).not.toEqual(before);
  });

  it('explains impossible settings', () => {
    renderTool();
    for (const name of ['Uppercase A-Z', 'Lowercase a-z', 'Digits 0-9', 'Symbols !@#$…']) {
      fireEvent.click(screen.getByLabelText(name));
    }
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose at least one type of character, or type some custom characters',
    );
    expect(screen.queryByTestId('password-list')).toBeNull();
  });
});
