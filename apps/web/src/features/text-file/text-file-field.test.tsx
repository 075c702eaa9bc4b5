import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextFileField } from './text-file-field.tsx';

const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByText(label).querySelector('input[type="file"]')!, {
    target: { files: [file] },
  });

describe('TextFileField', () => {
  it('labels its textarea and passes typed text on', () => {
    const onText = vi.fn();
    render(<TextFileField label="Input" value="" onText={onText} placeholder="Paste here" />);
    const box = screen.getByLabelText('Input');
    expect(box.getAttribute('placeholder')).toBe('Paste here');
    expect(screen.queryByText('Open')).toBeNull();
    fireEvent.change(box, { target: { value: 'typed' } });
    expect(onText).toHaveBeenCalledWith('typed');
  });

  it('reads an opened file as UTF-8, or with the reader it is given', async () => {
    const onText = vi.fn();
    const { rerender } = render(
      <TextFileField label="Input" value="" onText={onText} open={{ label: 'Open', accept: '.txt' }} />,
    );
    expect(screen.getByText('Open').querySelector('input')!.getAttribute('accept')).toBe('.txt');
    pick('Open', new File(['héllo'], 'a.txt'));
    await waitFor(() => expect(onText).toHaveBeenLastCalledWith('héllo'));

    const read = async (file: File) => (await file.text()).toUpperCase();
    rerender(
      <TextFileField label="Input" value="" onText={onText} open={{ label: 'Open', accept: '.txt', read }} />,
    );
    pick('Open', new File(['abc'], 'b.txt'));
    await waitFor(() => expect(onText).toHaveBeenLastCalledWith('ABC'));
    // The label still names the textarea when the head holds the button too.
    expect(screen.getByLabelText('Input').tagName).toBe('TEXTAREA');
  });
});
