import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { toast } from '../ui/toast-store.ts';
import { FileInput, fileFromQuery } from './file-input.tsx';

const pdf = (name = 'a.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const png = (name = 'b.png') => new File(['png'], name, { type: 'image/png' });

function dropEvent(files: File[]) {
  return { dataTransfer: { files, types: ['Files'], dropEffect: 'none' } };
}

describe('FileInput', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('shows a labelled button and the accepted types', () => {
    renderWithProviders(<FileInput accept=".pdf" multiple onFiles={() => {}} />);
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Accepted: PDF')).toBeTruthy();
  });

  it('uses the given label and hint', () => {
    renderWithProviders(
      <FileInput accept=".pdf" label="Add PDFs" hint="Up to 100 files" onFiles={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Add PDFs' })).toBeTruthy();
    expect(screen.getByText('Up to 100 files')).toBeTruthy();
  });

  it('the button opens the file picker', () => {
    renderWithProviders(<FileInput accept=".pdf" onFiles={() => {}} />);
    const input = screen.getByTestId('file-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose a file' }));
    expect(click).toHaveBeenCalled();
  });

  it('passes chosen files on', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileInput accept=".pdf" multiple onFiles={onFiles} />);
    const input = screen.getByTestId('file-input') as HTMLInputElement;
    const files = [pdf('1.pdf'), pdf('2.pdf')];
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.change(input);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('takes dropped files, refusing types outside accept with a toast', () => {
    const onFiles = vi.fn();
    const { container } = renderWithProviders(<FileInput accept=".pdf" multiple onFiles={onFiles} />);
    const zone = container.querySelector('.file-drop')!;
    fireEvent.dragEnter(zone, dropEvent([]));
    expect(zone.classList.contains('is-dragging')).toBe(true);
    const good = pdf();
    fireEvent.drop(zone, dropEvent([good, png('cat.png')]));
    expect(zone.classList.contains('is-dragging')).toBe(false);
    expect(onFiles).toHaveBeenCalledWith([good]);
    expect(toast.current()[0]?.message).toBe('Not a supported file type: cat.png');
  });

  it('keeps only the first file when not multiple', () => {
    const onFiles = vi.fn();
    const { container } = renderWithProviders(<FileInput accept="image/*" onFiles={onFiles} />);
    const first = png('1.png');
    fireEvent.drop(container.querySelector('.file-drop')!, dropEvent([first, png('2.png')]));
    expect(onFiles).toHaveBeenCalledWith([first]);
  });

  it('adds files pasted anywhere on the page', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileInput accept="image/*" onFiles={onFiles} />);
    const file = png('pasted.png');
    const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(event, 'clipboardData', { value: { files: [file] } });
    act(() => {
      document.body.dispatchEvent(event);
    });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves text pastes alone', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileInput accept="image/*" onFiles={onFiles} />);
    const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(event, 'clipboardData', { value: { files: [] } });
    document.body.dispatchEvent(event);
    expect(onFiles).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('opens a file handed over by fileBlobUrl / fileType / fileSize and cleans the address', async () => {
    const blob = new Blob(['%PDF-1.7 hand-over']);
    const fetchMock = vi.fn(async () => new Response(blob));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(
      null,
      '',
      '/func/pdf_merge?fileBlobUrl=blob%3Ahttp%3A%2F%2Fx%2F1&fileType=application%2Fpdf&fileSize=18&keep=1',
    );
    const onFiles = vi.fn();
    renderWithProviders(<FileInput accept=".pdf" multiple onFiles={onFiles} />);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('blob:http://x/1');
    const [file] = onFiles.mock.calls[0]![0] as File[];
    expect(file!.name).toBe('file.pdf');
    expect(file!.type).toBe('application/pdf');
    expect(file!.size).toBe(18);
    expect(window.location.search).toBe('?keep=1');
  });

  it('reports a hand-over that cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('revoked')));
    window.history.replaceState(null, '', '/func/x?fileBlobUrl=blob%3Agone');
    const onFiles = vi.fn();
    renderWithProviders(<FileInput accept=".pdf" onFiles={onFiles} />);
    await waitFor(() => expect(toast.current()[0]?.message).toBe('The file you sent could not be opened.'));
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('fileFromQuery', () => {
  it('returns null without fileBlobUrl and honours fileName', async () => {
    expect(await fileFromQuery('?fileType=image/png')).toBeNull();
    const fetcher = vi.fn(async () => new Response(new Blob(['x'], { type: 'image/png' })));
    const file = await fileFromQuery('?fileBlobUrl=blob:1&fileName=cat.png', fetcher);
    expect(file?.name).toBe('cat.png');
    expect(file?.type).toBe('image/png');
  });
});
