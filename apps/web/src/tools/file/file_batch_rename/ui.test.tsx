import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { DirectoryHandle, FileHandle } from './fs-access.ts';
import BatchRenameTool from './ui.tsx';

/** An in-memory folder that behaves like a FileSystemDirectoryHandle with move(). */
function fakeFolder(names: string[]) {
  const files = new Map(names.map((n) => [n, new File([n], n)]));
  const handle = (name: string): FileHandle => {
    const h: FileHandle = {
      kind: 'file',
      name,
      getFile: async () => files.get(h.name)!,
      move: async (to: string) => {
        if (files.has(to) && to.toLowerCase() !== h.name.toLowerCase()) throw new Error('exists');
        const f = files.get(h.name)!;
        files.delete(h.name);
        files.set(to, f);
        h.name = to;
      },
    };
    return h;
  };
  const dir = {
    kind: 'directory',
    name: 'Photos',
    async *values() {
      for (const n of [...files.keys()]) yield handle(n);
    },
  } as unknown as DirectoryHandle;
  return { dir, files };
}

afterEach(() => vi.unstubAllGlobals());

describe('file_batch_rename', () => {
  it('renames files in a folder in place after confirmation, swapping names safely', async () => {
    const { dir, files } = fakeFolder(['b.jpg', 'a.jpg', 'notes.TXT']);
    vi.stubGlobal('showDirectoryPicker', vi.fn().mockResolvedValue(dir));
    renderWithProviders(<BatchRenameTool />, { toolCode: 'file_batch_rename' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a folder (rename in place)' }));
    await screen.findByText('Folder: Photos');
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: 'trip-' } });
    fireEvent.change(screen.getByLabelText('Extension'), { target: { value: 'lower' } });
    expect(screen.getByTestId('rename-summary').textContent).toBe('3 files will be renamed');
    const rows = within(screen.getByTestId('rename-preview')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('a.jpg→trip-a.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Rename 3 files' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('“Photos”');
    fireEvent.click(screen.getByRole('button', { name: 'Rename now' }));
    await waitFor(() =>
      expect([...files.keys()].sort()).toEqual(['trip-a.jpg', 'trip-b.jpg', 'trip-notes.txt']),
    );
    expect(await files.get('trip-a.jpg')!.text()).toBe('a.jpg');
  });

  it('blocks applying while names collide or are illegal, and explains why', async () => {
    const { dir } = fakeFolder(['x1.txt', 'x2.txt']);
    vi.stubGlobal('showDirectoryPicker', vi.fn().mockResolvedValue(dir));
    renderWithProviders(<BatchRenameTool />, { toolCode: 'file_batch_rename' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a folder (rename in place)' }));
    await screen.findByText('Folder: Photos');
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: '\\d' } });
    fireEvent.click(screen.getByLabelText('Regular expression'));
    expect(screen.getAllByText('Same name as another file')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Rename 2 files' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Replace with'), { target: { value: ':$&' } });
    expect(screen.getAllByText(/characters Windows forbids/)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Find'), { target: { value: '(' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Invalid regular expression/);
  });

  it('downloads renamed copies as a ZIP with numbering when folders are not supported', async () => {
    let zipped: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => ((zipped = b), 'blob:x'),
        revokeObjectURL: () => {},
      }),
    );
    renderWithProviders(<BatchRenameTool />, { toolCode: 'file_batch_rename' });
    expect(screen.getByText(/cannot change files in a folder/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File(['1'], 'IMG_1.JPG'), new File(['2'], 'IMG_2.JPG')] },
    });
    await screen.findByText('Chosen files');
    fireEvent.click(screen.getByLabelText('Add numbers'));
    fireEvent.change(screen.getByLabelText('Digits'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download renamed ZIP' }));
    await waitFor(() => expect(zipped).not.toBeNull());
    const entries = unzipSync(new Uint8Array(await zipped!.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['IMG_1_001.JPG', 'IMG_2_002.JPG']);
    expect(strFromU8(entries['IMG_2_002.JPG']!)).toBe('2');
  });
});
