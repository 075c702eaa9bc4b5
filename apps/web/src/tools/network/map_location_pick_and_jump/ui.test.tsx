import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PointPanel } from './point-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('map_location_pick_and_jump panel', () => {
  it('reads a typed BD-09 point as WGS-84 and reports bad input', () => {
    const onPoint = vi.fn();
    renderWithProviders(<PointPanel point={null} onPoint={onPoint} />, {
      toolCode: 'map_location_pick_and_jump',
    });
    fireEvent.change(screen.getByLabelText('Coordinate system'), { target: { value: 'bd09' } });
    fireEvent.change(screen.getByLabelText('Longitude,latitude'), {
      target: { value: '116.41036949, 39.92133699' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    // BD-09 of GCJ (116.404, 39.915); back to WGS-84 that is about (116.39776, 39.91360).
    const wgs = onPoint.mock.calls[0]![0] as { lng: number; lat: number };
    expect(wgs.lng).toBeCloseTo(116.397756, 5);
    expect(wgs.lat).toBeCloseTo(39.913596, 5);
    fireEvent.change(screen.getByLabelText('Longitude,latitude'), { target: { value: '39.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toMatch(/longitude,latitude/);
    expect(onPoint).toHaveBeenCalledTimes(1);
  });

  it('shows a picked point in three systems with app links in the right system', () => {
    renderWithProviders(<PointPanel point={{ lng: 116.404, lat: 39.915 }} onPoint={() => {}} />, {
      toolCode: 'map_location_pick_and_jump',
    });
    const picked = screen.getByTestId('picked');
    expect(picked.querySelector('[data-system="gcj02"] dd')!.textContent).toBe('116.410244,39.916404');
    expect(picked.querySelector('[data-system="wgs84"] dd')!.textContent).toBe('116.404000,39.915000');
    const amap = within(picked).getByRole('link', { name: /Amap/ });
    expect(amap.getAttribute('href')).toContain('position=116.410244,39.916404');
    expect(amap.getAttribute('target')).toBe('_blank');
    expect(amap.getAttribute('rel')).toContain('noopener');
    expect(
      within(picked)
        .getByRole('link', { name: /OpenStreetMap/ })
        .getAttribute('href'),
    ).toContain('mlat=39.915000');
  });

  it('uses the browser location when allowed and explains a refusal', async () => {
    const onPoint = vi.fn();
    const getCurrentPosition = vi
      .fn()
      .mockImplementationOnce((ok: PositionCallback) =>
        ok({ coords: { longitude: 2.35, latitude: 48.85 } } as GeolocationPosition),
      )
      .mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({} as GeolocationPositionError),
      );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderWithProviders(<PointPanel point={null} onPoint={onPoint} />, {
      toolCode: 'map_location_pick_and_jump',
    });
    fireEvent.click(screen.getByRole('button', { name: 'My location' }));
    expect(onPoint).toHaveBeenCalledWith({ lng: 2.35, lat: 48.85 });
    fireEvent.click(screen.getByRole('button', { name: 'My location' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/location is not available/));
  });
});
