import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckField, ColorField, InputField, SearchField, SelectField, TextAreaField } from './field.tsx';

describe('labelled fields', () => {
  it('links each label to its control and the hint to the control', () => {
    const onRounds = vi.fn();
    render(
      <>
        <InputField label="Rounds" hint="0 means no limit" type="number" value={3} onChange={onRounds} />
        <TextAreaField label="Addresses" value="" onChange={() => {}} />
      </>,
    );
    const rounds = screen.getByLabelText('Rounds');
    expect(rounds.getAttribute('type')).toBe('number');
    const hintId = rounds.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('0 means no limit');
    fireEvent.change(rounds, { target: { value: '5' } });
    expect(onRounds).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Addresses').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Addresses').hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes only listed values out of a select and booleans out of a checkbox', () => {
    const onSize = vi.fn();
    const onBold = vi.fn();
    render(
      <>
        <SelectField
          label="Size"
          value="a4"
          options={['a4', 'letter'] as const}
          labelOf={(o) => o.toUpperCase()}
          onChange={onSize}
        />
        <CheckField label="Bold" checked={false} onChange={onBold} />
      </>,
    );
    const size = screen.getByLabelText('Size');
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['A4', 'LETTER']);
    fireEvent.change(size, { target: { value: 'letter' } });
    expect(onSize).toHaveBeenCalledWith('letter');
    fireEvent.click(screen.getByLabelText('Bold'));
    expect(onBold).toHaveBeenCalledWith(true);
  });

  it('puts extra lines inside the field under the hint, and gives numeric options back as numbers', () => {
    const onColumns = vi.fn();
    render(
      <>
        <TextAreaField
          label="Links"
          hint="One per line"
          below={<p role="alert">Line 2 is not a link</p>}
          value=""
          onChange={() => {}}
        />
        <SelectField
          label="Columns"
          value={3}
          options={[1, 2, 3]}
          labelOf={(n) => `${n}`}
          onChange={onColumns}
        />
      </>,
    );
    const field = screen.getByLabelText('Links').closest('.field');
    expect([...field!.children].map((el) => el.textContent)).toEqual([
      'Links',
      '',
      'One per line',
      'Line 2 is not a link',
    ]);
    const columns = screen.getByLabelText('Columns') as HTMLSelectElement;
    expect(columns.value).toBe('3');
    fireEvent.change(columns, { target: { value: '2' } });
    expect(onColumns).toHaveBeenCalledWith(2);
  });

  it('names a colour swatch by its label and passes the chosen colour out', () => {
    const onInk = vi.fn();
    render(<ColorField label="Ink" value="#000000" onChange={onInk} />);
    const ink = screen.getByLabelText('Ink') as HTMLInputElement;
    expect([ink.type, ink.value]).toEqual(['color', '#000000']);
    fireEvent.input(ink, { target: { value: '#ff0000' } });
    expect(onInk).toHaveBeenCalledWith('#ff0000');
  });

  it('gives a search box no autocomplete and hands out the typed text', () => {
    const onQuery = vi.fn();
    render(<SearchField label="Search" value="" placeholder="Name or code" onChange={onQuery} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect([box.getAttribute('autocomplete'), box.getAttribute('placeholder')]).toEqual([
      'off',
      'Name or code',
    ]);
    fireEvent.change(box, { target: { value: 'cash' } });
    expect(onQuery).toHaveBeenCalledWith('cash');
  });
});
