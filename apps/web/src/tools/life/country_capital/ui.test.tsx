import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, capitalLabel } from '@toolbox/toolkit/geo-data';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CountryCapitalTool from './ui.tsx';

const items = () =>
  screen.queryAllByTestId('cc-item').map((li) => li.querySelector('h3')?.firstChild?.textContent);

describe('country_capital UI', () => {
  it('lists every country and finds them by capital in either language, or by continent', async () => {
    renderWithProviders(<CountryCapitalTool />, { toolCode: 'country_capital' });
    expect(screen.getByTestId('cc-count').textContent).toBe('195 countries');
    fireEvent.change(screen.getByLabelText('Search countries or capitals'), {
      target: { value: 'cape town' },
    });
    expect(items()).toEqual(['South Africa']);
    expect(screen.getByText(/Three capitals: Pretoria \(executive\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search countries or capitals'), { target: { value: '海牙' } });
    expect(items()).toEqual(['Netherlands']);
    fireEvent.change(screen.getByLabelText('Search countries or capitals'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Continent'), { target: { value: 'southAmerica' } });
    expect(screen.getByTestId('cc-count').textContent).toBe('12 countries');
    fireEvent.change(screen.getByLabelText('Search countries or capitals'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('cc-count').textContent).toBe('No country or capital matches');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByTestId('cc-count').textContent).toBe('没有找到匹配的国家或首都');
    await act(() => i18n.changeLanguage('en'));
  }, 30_000);

  it('runs a quiz with score and streak, and reviews the mistakes', () => {
    renderWithProviders(<CountryCapitalTool />, { toolCode: 'country_capital' });
    fireEvent.click(screen.getByRole('tab', { name: 'Quiz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    for (let n = 1; n <= 10; n++) {
      const heading = screen.getByRole('heading', { level: 3 }).textContent ?? '';
      const name = /^What is the capital of (.+)\?$/.exec(heading)?.[1];
      const country = COUNTRIES.find((c) => c.name.en === name);
      expect(country, heading).toBeDefined();
      const right = capitalLabel(country!, 'en');
      const options = within(screen.getByRole('group', { name: heading })).getAllByRole('button');
      expect(options).toHaveLength(4);
      // Right on the first three, then wrong.
      const pick =
        n <= 3
          ? options.find((b) => b.textContent?.endsWith(right))
          : options.find((b) => !b.textContent?.endsWith(right));
      fireEvent.click(pick!);
      expect(screen.getByTestId('cc-feedback').textContent).toMatch(
        n <= 3 ? /^Correct!/ : new RegExp(`The answer is ${right}`),
      );
      if (n === 3) expect(screen.getByTestId('cc-score').textContent).toBe('Score 3 · Streak 3');
      if (n === 4) expect(screen.getByTestId('cc-score').textContent).toBe('Score 3 · Streak 0');
      fireEvent.click(screen.getByRole('button', { name: n === 10 ? 'See results' : 'Next question' }));
    }
    expect(screen.getByTestId('cc-result').textContent).toBe('3 of 10 correct');
    expect(screen.getByText('Best streak: 3')).toBeTruthy();
    expect(screen.getAllByText(/^You said:/)).toHaveLength(7);
  }, 30_000);
});
