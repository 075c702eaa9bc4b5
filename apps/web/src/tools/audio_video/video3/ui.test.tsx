import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { boxFromDrag } from './boxes.ts';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());

// A 1080×1920 portrait video shown 270×480 on the page: a drag maps ×4 into frame pixels.
const video = () => new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'clip.mp4');

function showFrame() {
  const player = document.querySelector('video')!;
  Object.defineProperty(player, 'videoWidth', { value: 1080 });
  Object.defineProperty(player, 'videoHeight', { value: 1920 });
  Object.defineProperty(player, 'duration', { value: 2, configurable: true });
  fireEvent.loadedMetadata(player);
  const overlay = screen.getByTestId('video3-overlay');
  overlay.getBoundingClientRect = () =>
    ({ left: 10, top: 20, width: 270, height: 480, right: 280, bottom: 500, x: 10, y: 20 }) as DOMRect;
  return overlay;
}

function drag(overlay: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(overlay, { clientX: from[0], clientY: from[1], pointerId: 1 });
  fireEvent.pointerMove(overlay, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(overlay, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

describe('video3 boxes', () => {
  it('maps a drag on the preview to frame pixels, clamped, either direction; a click is no box', () => {
    const shown = { width: 270, height: 480 };
    const frame = { width: 1080, height: 1920 };
    expect(boxFromDrag({ x: 10, y: 20 }, { x: 110, y: 95 }, shown, frame)).toEqual({
      x: 40,
      y: 80,
      w: 400,
      h: 300,
    });
    expect(boxFromDrag({ x: 110, y: 95 }, { x: 10, y: 20 }, shown, frame)).toEqual({
      x: 40,
      y: 80,
      w: 400,
      h: 300,
    });
    expect(boxFromDrag({ x: 250, y: 470 }, { x: 400, y: 900 }, shown, frame)).toEqual({
      x: 1000,
      y: 1880,
      w: 80,
      h: 40,
    });
    expect(boxFromDrag({ x: 5, y: 5 }, { x: 5.5, y: 5.5 }, shown, frame)).toBeNull();
  });
});

describe('video3 UI', () => {
  it('draws boxes on the preview, removes one, and sends the rest in frame pixels', async () => {
    const server = installFakeTaskServer({
      result: { name: 'clip.mp4', mimeType: 'video/mp4', bytes: new Uint8Array([0, 0, 0, 8]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'video3' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [video()] } });
    const overlay = showFrame();
    drag(overlay, [20, 40], [120, 115]);
    drag(overlay, [200, 400], [260, 480]);
    drag(overlay, [30, 30], [30.5, 30.5]);
    expect(screen.getByText('Boxes drawn: 2')).toBeTruthy();
    expect(screen.getByText('Box 1: 400×300 at (40, 80)')).toBeTruthy();
    expect(screen.getByText('Box 2: 240×320 at (760, 1520)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove box 1' }));
    expect(screen.getByText('Box 1: 240×320 at (760, 1520)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove watermark' }));
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/task/submit')).toBe(true), {
      timeout: 4000,
    });
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toMatchObject({
      funcCode: 'video3',
      options: { boxes: [{ x: 760, y: 1520, w: 240, h: 320 }] },
    });
  });

  it('asks for a box before sending the task', async () => {
    const server = installFakeTaskServer({
      result: { name: 'clip.mp4', mimeType: 'video/mp4', bytes: new Uint8Array([0, 0, 0, 8]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'video3' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [video()] } });
    showFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Remove watermark' }));
    expect(await screen.findByText('Draw a box over the watermark on the preview first.')).toBeTruthy();
    expect(server.calls.some((c) => c.path === '/task/submit')).toBe(false);
  });
});
