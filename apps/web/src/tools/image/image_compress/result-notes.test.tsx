import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readMetadata } from '@toolbox/toolkit/image';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LocationNotices, useNote } from './result-notes.tsx';
import { withoutLocation, type ImageItem } from './use-compress-batch.ts';

// A real Nikon D2H photo with a GPS position in its EXIF (see the toolkit's image fixtures).
const NIKON = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../../../packages/toolkit/src/image/__fixtures__/nikon-gps.jpg',
  ),
);

function keptOriginal(): ImageItem {
  const file = new File([NIKON], 'nikon-gps.jpg', { type: 'image/jpeg' });
  const response = { status: 1, format: 'jpeg', quality: 0, attempts: 1, width: 500, height: 375 } as const;
  return {
    id: 7,
    file,
    result: { response: { ...response, keptOriginal: true, location: true }, blob: file },
  };
}

function Notes({ items }: { items: ImageItem[] }) {
  const note = useNote();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{note(item)}</li>
      ))}
    </ul>
  );
}

/** The location notices (the router's location probe is an <output>, role status, too). */
const notices = () => [...document.querySelectorAll('.ic-location[role="status"]')];

const renderNotes = (items: ImageItem[], onRemove = vi.fn()) =>
  renderWithProviders(
    <>
      <LocationNotices items={items} onRemove={onRemove} />
      <Notes items={items} />
    </>,
    { toolCode: 'image_compress' },
  );

describe('image_compress result: location and metadata', () => {
  it('says a kept original still holds its location, with a one-click Remove location', () => {
    const onRemove = vi.fn();
    renderNotes([keptOriginal()], onRemove);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.textContent).toContain('nikon-gps.jpg This file still contains its location (GPS).');
    fireEvent.click(screen.getByRole('button', { name: 'Remove location from nikon-gps.jpg' }));
    expect(onRemove).toHaveBeenCalledWith(7);
  });

  it('says it in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    try {
      renderNotes([keptOriginal()]);
      expect(notices()[0]!.textContent).toContain('此文件仍包含拍摄位置（GPS）。');
      expect(screen.getByRole('button', { name: '删除 nikon-gps.jpg 的位置信息' }).textContent).toBe(
        '删除位置信息',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('removes the GPS position from the real photo without re-encoding, and says so', async () => {
    const item = keptOriginal();
    const result = await withoutLocation(item.result!);
    const bytes = new Uint8Array(await result.blob!.arrayBuffer());
    expect(bytes.length).toBe(NIKON.length);
    expect(readMetadata(bytes)).toMatchObject({ exif: true, location: false });
    expect(result.blob!.type).toBe('image/jpeg');
    renderNotes([{ ...item, result }]);
    expect(notices()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Remove location/ })).toBeNull();
    expect(
      screen.getByText('Already within target: the original is kept · location removed, picture unchanged'),
    ).toBeTruthy();
  });

  it('says truthfully that a re-encoded file keeps no EXIF or location, and only when there was some', () => {
    const file = new File([NIKON], 'nikon-gps.jpg', { type: 'image/jpeg' });
    const blob = new Blob([new Uint8Array(40_000)], { type: 'image/jpeg' });
    const response = {
      status: 1,
      format: 'jpeg',
      quality: 71,
      attempts: 5,
      width: 500,
      height: 375,
    } as const;
    renderNotes([
      { id: 1, file, result: { response: { ...response, metadataDropped: true }, blob } },
      { id: 2, file, result: { response, blob } },
    ]);
    const [dropped, plain] = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(dropped).toMatch(/quality 71 · Within target · photo details \(EXIF, location\) not kept$/);
    expect(plain).toMatch(/quality 71 · Within target$/);
    expect(notices()).toHaveLength(0);
  });
});
